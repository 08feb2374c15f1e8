// Delete account (settings#delete-account): a danger zone with a confirmation
// dialog. An account with a password confirms with it; one that signs in with
// Google needs a sign-in from the last 10 minutes, and is told to sign in again
// otherwise. Afterwards this browser is signed out and goes home.
import { useQueryClient } from '@tanstack/react-query';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { isWrongPassword, needsRecentSignIn, settingsErrorMessage, WRONG_PASSWORD_MESSAGE } from './settings-errors.ts';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { PasswordConfirmSchema } from './settings-schemas.ts';
import { SettingsSection, SignInAgainNotice } from './settings-section.tsx';

const RETURN_PATH = hrefFor('settings', {}, { hash: 'delete-account' });

const WHAT_GOES = [
  'Your profile, picture and e-mail preferences',
  'Your sign-in methods and every session',
  'Your place in clubs, debates and events',
] as const;

/** The session is gone on the server; forget it here too, with everything cached for it. */
function forgetDeletedAccount(clearCache: () => void) {
  const session = authClient.$store.atoms.session;
  if (session) session.set({ ...session.get(), data: null, error: null, isPending: false, isRefetching: false });
  setSessionUser(null);
  clearCache();
}

function DeleteForm({ hasPassword, onDeleted }: { hasPassword: boolean; onDeleted: () => void }) {
  const deleteAccount = useDeleteAccount();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: hasPassword ? PasswordConfirmSchema : z.object({ password: z.string() }),
    defaultValues: { password: '' },
    onSubmit: async ({ password }) => {
      await deleteAccount.mutateAsync({ password: hasPassword ? password : undefined });
      onDeleted();
    },
    onError: (error, applied, form) => {
      if (isWrongPassword(error)) form.setError('password', { message: WRONG_PASSWORD_MESSAGE }, { shouldFocus: true });
      else if (needsRecentSignIn(error)) setNeedsSignIn(true);
      else if (applied.fields === 0 && !applied.formError) setFormError(form, settingsErrorMessage(error));
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-5 space-y-5" data-testid="delete-account-form">
      <FormError message={formError} />
      {needsSignIn ? (
        <SignInAgainNotice returnPath={RETURN_PATH}>
          For your security, deleting an account that signs in with Google needs a sign-in from the last 10 minutes. Sign in
          again, then come back here.
        </SignInAgainNotice>
      ) : null}
      {hasPassword ? (
        <PasswordField label="Your password" error={errors.password?.message} {...form.register('password')} />
      ) : (
        <p className="text-sm text-slate-700">
          You sign in with Google, so no password is needed: this works within 10 minutes of signing in.
        </p>
      )}
      <DialogActions
        isBusy={isSubmitting}
        confirmLabel="Delete my account"
        busyLabel="Deleting…"
        confirmVariant="danger"
        cancelLabel="Keep my account"
        icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
      />
    </form>
  );
}

export function DeleteAccountSection({ profile }: { profile: OwnProfile }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const handleDeleted = () => {
    setOpen(false);
    forgetDeletedAccount(() => queryClient.clear());
    navigate(hrefFor('home'), { replace: true });
    notify.success({ title: 'Account deleted', description: 'Your account and profile have been removed. Goodbye!' });
  };

  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      icon={TriangleAlert}
      tone="danger"
      description="Permanently remove your account. This cannot be undone."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-slate-700">
          Your profile, sign-in methods, sessions and memberships are deleted at once. Clubs, debates and events you created stay,
          without your name.
        </p>
        <DialogFrame
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="danger" className="shrink-0">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete account
            </Button>
          }
          title="Delete your account?"
          description={<>This permanently deletes {profile.email} and cannot be undone.</>}
        >
          <ul className="mt-4 space-y-1.5 rounded-xl bg-red-50 p-4 text-sm text-red-900">
            {WHAT_GOES.map((item) => (
              <li key={item} className="flex gap-2">
                <Trash2 aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                {item}
              </li>
            ))}
          </ul>
          {open ? <DeleteForm hasPassword={profile.hasPassword} onDeleted={handleDeleted} /> : null}
        </DialogFrame>
      </div>
    </SettingsSection>
  );
}
