// A dialog that asks for the password before a sensitive change (turning
// two-factor off, new backup codes). A wrong password shows on the field; other
// failures are left to the caller, which knows what was being done.
import type { ReactNode } from 'react';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { isWrongPassword, settingsErrorMessage, WRONG_PASSWORD_MESSAGE } from './settings-errors.ts';
import { PasswordConfirmSchema } from './settings-schemas.ts';

function PasswordForm({
  confirmLabel,
  busyLabel,
  confirmVariant,
  onConfirm,
}: {
  confirmLabel: string;
  busyLabel: string;
  confirmVariant: ButtonVariant;
  onConfirm: (password: string) => Promise<void>;
}) {
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: PasswordConfirmSchema,
    defaultValues: { password: '' },
    onSubmit: ({ password }) => onConfirm(password),
    onError: (error, applied, form) => {
      if (isWrongPassword(error)) form.setError('password', { message: WRONG_PASSWORD_MESSAGE }, { shouldFocus: true });
      else if (applied.fields === 0 && !applied.formError) setFormError(form, settingsErrorMessage(error));
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-5 space-y-5">
      <FormError message={formError} />
      <PasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
      <DialogActions isBusy={isSubmitting} confirmLabel={confirmLabel} busyLabel={busyLabel} confirmVariant={confirmVariant} />
    </form>
  );
}

export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  confirmVariant = 'primary',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  confirmVariant?: ButtonVariant;
  /** Resolves when done (the caller closes the dialog); throws to show the failure. */
  onConfirm: (password: string) => Promise<void>;
}) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {open ? (
        <PasswordForm confirmLabel={confirmLabel} busyLabel={busyLabel} confirmVariant={confirmVariant} onConfirm={onConfirm} />
      ) : null}
    </DialogFrame>
  );
}
