// The confirmation every admin change on a member goes through: what will
// happen, a reason for the audit log (required where the change needs one), and
// for a ban an optional end. The server's refusals (the last admin, a ban set
// meanwhile by another admin) show in the dialog, which stays open.
import type { ReactNode } from 'react';
import { z } from 'zod';
import { ADMIN_REASON_MAX, AdminReasonSchema } from '#shared/admin/audit.ts';
import { ADMIN_USER_MESSAGES } from '#shared/admin/users/contract.ts';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { errorMessageFor } from '#web/components/query-states.tsx';
import { setFormError, useApiForm } from '#web/lib/form.ts';

export interface AdminActionValues {
  reason?: string;
  /** The name typed to confirm a deletion. */
  confirmName?: string;
  /** An ISO time, for a ban with an end. */
  until?: string;
}

interface FormValues {
  reason: string;
  until: string;
  confirmName: string;
}

function schemaFor(reasonRequired: boolean, nameToType: string | undefined) {
  return z
    .object({
      reason: reasonRequired ? AdminReasonSchema : z.union([z.literal(''), AdminReasonSchema]),
      until: z.string(),
      confirmName: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.until && !(new Date(values.until).getTime() > Date.now())) {
        ctx.addIssue({ code: 'custom', path: ['until'], message: 'The end of a ban must be in the future' });
      }
      if (nameToType !== undefined && values.confirmName.trim() !== nameToType.trim()) {
        ctx.addIssue({ code: 'custom', path: ['confirmName'], message: ADMIN_USER_MESSAGES.confirmNameMismatch });
      }
    })
    .transform(
      (values): AdminActionValues => ({
        reason: values.reason || undefined,
        until: values.until ? new Date(values.until).toISOString() : undefined,
        confirmName: nameToType === undefined ? undefined : values.confirmName.trim(),
      }),
    );
}

function ActionForm({
  reasonRequired,
  reasonHint,
  withUntil,
  nameToType,
  confirmLabel,
  confirmVariant,
  onConfirm,
}: {
  reasonRequired: boolean;
  reasonHint: string;
  withUntil: boolean;
  nameToType: string | undefined;
  confirmLabel: string;
  confirmVariant: ButtonVariant;
  onConfirm: (values: AdminActionValues) => Promise<unknown>;
}) {
  const { form, submit, formError } = useApiForm<FormValues, AdminActionValues>({
    schema: schemaFor(reasonRequired, nameToType),
    defaultValues: { reason: '', until: '', confirmName: '' },
    rateLimit: false,
    onSubmit: (values) => onConfirm(values),
    onError: (error, applied, f) => {
      if (applied.fields === 0 && !applied.formError) setFormError(f, errorMessageFor(error));
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-5">
      <FormError message={formError} />
      <TextAreaField
        label="Reason"
        required={reasonRequired}
        optional={!reasonRequired}
        hint={reasonHint}
        error={errors.reason?.message}
        limit={ADMIN_REASON_MAX}
        length={form.watch('reason').length}
        rows={3}
        {...form.register('reason')}
      />
      {nameToType === undefined ? null : (
        <TextField
          label={`Type “${nameToType}” to confirm`}
          required
          autoComplete="off"
          error={errors.confirmName?.message}
          {...form.register('confirmName')}
        />
      )}
      {withUntil ? (
        <DateTimeField
          label="Ends"
          optional
          hint="Leave empty for a ban until an admin lifts it."
          error={errors.until?.message}
          {...form.register('until')}
        />
      ) : null}
      <DialogActions isBusy={isSubmitting} confirmLabel={confirmLabel} confirmVariant={confirmVariant} />
    </form>
  );
}

export function AdminActionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'primary',
  reasonRequired = false,
  reasonHint = 'Kept in the audit log with your name.',
  withUntil = false,
  nameToType,
  open,
  onOpenChange,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  reasonRequired?: boolean;
  reasonHint?: string;
  withUntil?: boolean;
  /** Asks for this name, typed exactly, before a change that cannot be undone. */
  nameToType?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when done (the caller closes the dialog); throws to show the failure in the dialog. */
  onConfirm: (values: AdminActionValues) => Promise<unknown>;
}) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} trigger={trigger} title={title} description={description}>
      {open ? (
        <ActionForm
          reasonRequired={reasonRequired}
          reasonHint={reasonHint}
          withUntil={withUntil}
          nameToType={nameToType}
          confirmLabel={confirmLabel}
          confirmVariant={confirmVariant}
          onConfirm={onConfirm}
        />
      ) : null}
    </DialogFrame>
  );
}
