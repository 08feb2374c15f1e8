// A dialog that asks for the password before a sensitive change (turning
// two-factor off, new backup codes). A wrong password shows on the field; other
// failures are left to the caller, which knows what was being done.
import { LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import {
  DIALOG_CONTENT_CLASS,
  DIALOG_OVERLAY_CLASS,
  DialogCloseButton,
  focusFirstField,
} from '#web/components/ui/dialog-parts.tsx';
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="ghost" disabled={isSubmitting}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" variant={confirmVariant} disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
          {isSubmitting ? busyLabel : confirmLabel}
        </Button>
      </div>
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content className={DIALOG_CONTENT_CLASS} onOpenAutoFocus={focusFirstField}>
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            <DialogCloseButton />
          </div>
          {open ? (
            <PasswordForm
              confirmLabel={confirmLabel}
              busyLabel={busyLabel}
              confirmVariant={confirmVariant}
              onConfirm={onConfirm}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
