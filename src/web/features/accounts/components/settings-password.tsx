// Password (settings#password): change it with the current one; the new one
// follows the sign-up rules, and other devices are signed out. An account made
// with Google has no password, and the section says so.
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/toast.ts';
import { useChangePassword } from '../api/password-change.ts';
import { isWrongPassword, settingsErrorMessage } from './settings-errors.ts';
import { ChangePasswordSchema, type ChangePasswordValues } from './settings-schemas.ts';
import { SettingsSection } from './settings-section.tsx';

export const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

function ChangePasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (isWrongPassword(error)) {
        form.setError('currentPassword', { message: 'Your current password is not correct.' }, { shouldFocus: true });
        return;
      }
      const serverMessage = error instanceof ApiRequestError ? error.fields?.newPassword?.[0] : undefined;
      if (serverMessage) {
        form.setError('newPassword', { message: serverMessage }, { shouldFocus: true });
        return;
      }
      notify.error({ title: 'Password not changed', description: settingsErrorMessage(error) });
      return;
    }
    form.reset();
    notify.success({
      title: 'Password changed',
      description: 'Use your new password from now on. Your other devices have been signed out.',
    });
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-5" data-testid="change-password-form">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly className="hidden" />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
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
        profile.has_password
          ? 'Changing your password signs you out everywhere else.'
          : 'Your account has no password of its own.'
      }
    >
      {profile.has_password ? (
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
