// Two-factor sign-in (settings#two-factor) with an authenticator app (TOTP).
// Turning it on: the password, then a QR code (and the secret as text, for
// typing in by hand), then a code from the app to prove it works, then the
// backup codes, shown once. It can be turned off, and the backup codes
// replaced, with the password. Accounts without a password (Google) have no
// password sign-in to protect.
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { reportError } from '#web/lib/error-report.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { type TwoFactorEnrolment, useStartTwoFactor } from '../api/enable-two-factor.ts';
import { useRegenerateBackupCodes } from '../api/generate-backup-codes.ts';
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts';
import { BackupCodes } from './settings-backup-codes.tsx';
import { isWrongPassword, settingsErrorMessage, WRONG_PASSWORD_MESSAGE } from './settings-errors.ts';
import { PasswordDialog } from './settings-password-dialog.tsx';
import { groupSecret, PasswordConfirmSchema, TotpCodeSchema, totpSecretFromUri } from './settings-schemas.ts';
import { SettingsSection } from './settings-section.tsx';

type Enrolment =
  | { step: 'password' }
  | { step: 'scan'; data: TwoFactorEnrolment }
  | { step: 'codes'; codes: string[]; isNew: boolean };

function useQrCode(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (isCurrent) setDataUrl(url);
      })
      .catch((error: unknown) => reportError(error, 'QR code could not be drawn'));
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return dataUrl;
}

function EnrolPassword({ onStarted, onCancel }: { onStarted: (data: TwoFactorEnrolment) => void; onCancel: () => void }) {
  const start = useStartTwoFactor();
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: PasswordConfirmSchema,
    defaultValues: { password: '' },
    onSubmit: async ({ password }) => onStarted(await start.mutateAsync({ password })),
    onError: (error, applied, form) => {
      if (isWrongPassword(error)) form.setError('password', { message: WRONG_PASSWORD_MESSAGE }, { shouldFocus: true });
      else if (applied.fields === 0 && !applied.formError) setFormError(form, settingsErrorMessage(error));
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-md space-y-4" data-testid="two-factor-password-form">
      <p className="text-sm font-medium text-slate-800">Step 1 of 3: confirm it's you</p>
      <FormError message={formError} />
      <PasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
          Continue
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function EnrolScan({ data, onVerified, onCancel }: { data: TwoFactorEnrolment; onVerified: () => void; onCancel: () => void }) {
  const verify = useVerifyTwoFactor();
  const qrCode = useQrCode(data.totpURI);
  const secret = totpSecretFromUri(data.totpURI);
  const { form, submit: handleSubmit } = useApiForm({
    schema: TotpCodeSchema,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => {
      await verify.mutateAsync({ code });
      onVerified();
    },
    onError: (error, applied, form) => {
      if (applied.fields === 0) form.setError('code', { message: settingsErrorMessage(error) }, { shouldFocus: true });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <div className="space-y-5">
      <p className="text-sm font-medium text-slate-800">Step 2 of 3: add this account to your authenticator app</p>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex h-[13rem] w-[13rem] shrink-0 items-center justify-center self-center rounded-xl bg-white p-2 ring-1 ring-slate-200 sm:self-start">
          {qrCode ? (
            <img
              src={qrCode}
              alt="QR code to scan with your authenticator app"
              width={200}
              height={200}
              className="h-full w-full"
            />
          ) : (
            <LoaderCircle
              aria-label="Drawing the QR code"
              className="h-7 w-7 animate-spin text-brand-700 motion-reduce:animate-none"
            />
          )}
        </div>
        <div className="min-w-0 space-y-3 text-sm text-slate-700">
          <p>
            Open an authenticator app such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis, and scan the QR
            code.
          </p>
          {secret ? (
            <div>
              <p>Can't scan it? Enter this key by hand (time-based, 6 digits):</p>
              <p
                className="mt-2 inline-block rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900 select-all"
                data-testid="totp-secret"
              >
                {groupSecret(secret)}
              </p>
            </div>
          ) : null}
        </div>
      </div>
      <form noValidate onSubmit={handleSubmit} className="max-w-md space-y-4" data-testid="two-factor-verify-form">
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          hint="Step 3 of 3: enter the 6-digit code the app shows now."
          error={errors.code?.message}
          {...form.register('code')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
            ) : null}
            Verify and turn on
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

export function TwoFactorSection({ profile }: { profile: OwnProfile }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'codes' | null>(null);
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const isOn = profile.twoFactorEnabled;

  const handleDisable = async (password: string) => {
    await disable.mutateAsync({ password });
    setDialog(null);
    setEnrolment(null);
    notify.success({ title: 'Two-factor sign-in is off', description: 'Signing in now needs only your password.' });
  };

  const handleRegenerate = async (password: string) => {
    const codes = await regenerate.mutateAsync({ password });
    setDialog(null);
    setEnrolment({ step: 'codes', codes, isNew: false });
    notify.success({ title: 'New backup codes ready', description: 'Your old backup codes no longer work.' });
  };

  const status = !profile.hasPassword ? null : isOn ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>;

  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor sign-in"
      icon={ShieldCheck}
      aside={status}
      description="A code from an authenticator app, asked for after your password, keeps your account safe even if your password leaks."
    >
      {!profile.hasPassword ? (
        <p className="max-w-xl text-slate-700">
          Two-factor sign-in protects signing in with a password, and your account has none: you sign in with Google. Turn on
          2-Step Verification in your Google account to protect it.
        </p>
      ) : enrolment?.step === 'password' ? (
        <EnrolPassword onStarted={(data) => setEnrolment({ step: 'scan', data })} onCancel={() => setEnrolment(null)} />
      ) : enrolment?.step === 'scan' ? (
        <EnrolScan
          data={enrolment.data}
          onVerified={() => {
            setEnrolment({ step: 'codes', codes: enrolment.data.backupCodes, isNew: true });
            notify.success({
              title: 'Two-factor sign-in is on',
              description: 'From now on, signing in asks for a code from your app.',
            });
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : enrolment?.step === 'codes' ? (
        <div className="space-y-4">
          {enrolment.isNew ? (
            <p className="text-slate-700">
              Two-factor sign-in is on. Last step: keep these backup codes in case you lose access to your app.
            </p>
          ) : null}
          <BackupCodes codes={enrolment.codes} email={profile.email} />
          <Button onClick={() => setEnrolment(null)}>I have saved my codes</Button>
        </div>
      ) : isOn ? (
        <div className="space-y-4">
          <p className="max-w-xl text-slate-700">
            When you sign in with your password, you also enter a code from your authenticator app, or one of your backup codes.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setDialog('codes')}>
              Get new backup codes
            </Button>
            <Button variant="ghost" onClick={() => setDialog('disable')} className="text-red-700 hover:bg-red-50">
              Turn off two-factor sign-in
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="max-w-xl text-slate-700">
            You will need an authenticator app on your phone. Setting it up takes about a minute.
          </p>
          <Button onClick={() => setEnrolment({ step: 'password' })}>
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            Set up two-factor sign-in
          </Button>
        </div>
      )}

      <PasswordDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
        title="Turn off two-factor sign-in?"
        description="Signing in will need only your password. Enter it to confirm."
        confirmLabel="Turn off"
        busyLabel="Turning off…"
        confirmVariant="danger"
        onConfirm={handleDisable}
      />
      <PasswordDialog
        open={dialog === 'codes'}
        onOpenChange={(open) => setDialog(open ? 'codes' : null)}
        title="Get new backup codes?"
        description="Your current backup codes will stop working. Enter your password to confirm."
        confirmLabel="Get new codes"
        busyLabel="Making codes…"
        onConfirm={handleRegenerate}
      />
    </SettingsSection>
  );
}
