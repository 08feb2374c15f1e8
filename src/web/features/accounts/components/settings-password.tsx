// Password (settings#password): change it with the current one; the new one
// follows the sign-up rules, and other devices are signed out. An account made
// with Google has no password, and the section says so.
import { KeyRound, LoaderCircle } from 'lucide-react';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PASSWORD_RULES_HINT, PasswordField } from '#web/components/ui/password-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { isWrongPassword, settingsErrorMessage } from './settings-errors.ts';
import { ChangePasswordSchema } from './settings-schemas.ts';
import { SettingsSection } from './settings-section.tsx';

/** The password rules, as the new-password field's hint. */
export const PASSWORD_HINT = PASSWORD_RULES_HINT;

function ChangePasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: ChangePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    onSubmit: async ({ currentPassword, newPassword }, form) => {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.reset();
      notify.success({
        title: 'Password changed',
        description: 'Use your new password from now on. Your other devices have been signed out.',
      });
    },
    onError: (error, applied, form) => {
      if (isWrongPassword(error)) {
        form.setError('currentPassword', { message: 'Your current password is not correct.' }, { shouldFocus: true });
        return;
      }
      if (applied.fields === 0 && !applied.formError)
        notify.error({ title: 'Password not changed', description: settingsErrorMessage(error) });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-5" data-testid="change-password-form">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly className="hidden" />
      <FormError message={formError} />
      <PasswordField label="Current password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
      <PasswordField label="New password" showRules error={errors.newPassword?.message} {...form.register('newPassword')} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
          {isSubmitting ? 'Changing password…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}

export function PasswordSection({ profile }: { profile: OwnProfile }) {
  return (
    <SettingsSection
      id="password"
      title="Password"
      icon={KeyRound}
      description={
        profile.hasPassword ? 'Changing your password signs you out everywhere else.' : 'Your account has no password of its own.'
      }
    >
      {profile.hasPassword ? (
        <ChangePasswordForm email={profile.email} />
      ) : (
        <p className="max-w-xl text-slate-700">
          You sign in with Google, so there is no password to change here. Your Google account's own security settings, such as
          2-Step Verification, protect your sign-in.
        </p>
      )}
    </SettingsSection>
  );
}
