// The confirmation every change to an interest goes through, like the people
// section's (features/admin/users/admin-action-dialog.tsx): what will happen,
// the new name or the interest to merge into, and an optional reason for the
// audit log. The server's refusals (a name in use, a target retired meanwhile)
// show in the dialog, which stays open.
import { LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { z } from 'zod';
import { ADMIN_REASON_MAX, AdminReasonSchema } from '#shared/admin/audit.ts';
import { type AdminInterest, INTEREST_LABEL_MAX, InterestLabelSchema } from '#shared/admin/interests/contract.ts';
import { errorMessageFor } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  DIALOG_CONTENT_CLASS,
  DIALOG_OVERLAY_CLASS,
  DialogCloseButton,
  focusFirstField,
} from '#web/components/ui/dialog-parts.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import type { InterestChange } from '../api/interests-api.ts';

export type InterestChangeKind = InterestChange['kind'];

interface FormValues {
  label: string;
  into: string;
  reason: string;
}

const optionalReason = z.union([z.literal(''), AdminReasonSchema]);

function schemaFor(kind: InterestChangeKind) {
  return z
    .object({
      label: kind === 'rename' ? InterestLabelSchema : z.string(),
      into: kind === 'merge' ? z.string().min(1, 'Choose the interest to merge into') : z.string(),
      reason: optionalReason,
    })
    .transform((values): InterestChange => {
      const reason = values.reason || undefined;
      if (kind === 'rename') return { kind, label: values.label, reason };
      if (kind === 'merge') return { kind, into: values.into, reason };
      return { kind, reason };
    });
}

const TEXTS: Record<InterestChangeKind, { title: string; confirm: string }> = {
  rename: { title: 'Rename', confirm: 'Rename' },
  merge: { title: 'Merge', confirm: 'Merge' },
  retire: { title: 'Retire', confirm: 'Retire' },
  restore: { title: 'Offer again', confirm: 'Offer again' },
};

function descriptionOf(kind: InterestChangeKind, interest: AdminInterest): string {
  const uses = `${interest.profiles} ${interest.profiles === 1 ? 'profile' : 'profiles'} and ${interest.topics} ${
    interest.topics === 1 ? 'topic' : 'topics'
  }`;
  switch (kind) {
    case 'rename':
      return `Every list shows the new name at once; the ${uses} that use it keep it.`;
    case 'merge':
      return `The ${uses} that use “${interest.label}” move to the interest you choose, all at once, and “${interest.label}” is retired.`;
    case 'retire':
      return `“${interest.label}” is no longer offered for new choices. The ${uses} that use it keep it.`;
    case 'restore':
      return `“${interest.label}” is offered for new choices again.`;
  }
}

function ChangeForm({
  kind,
  interest,
  targets,
  onConfirm,
}: {
  kind: InterestChangeKind;
  interest: AdminInterest;
  targets: readonly AdminInterest[];
  onConfirm: (change: InterestChange) => Promise<unknown>;
}) {
  const { form, submit, formError } = useApiForm<FormValues, InterestChange>({
    schema: schemaFor(kind),
    defaultValues: { label: kind === 'rename' ? interest.label : '', into: '', reason: '' },
    rateLimit: false,
    onSubmit: (change) => onConfirm(change),
    onError: (error, applied, f) => {
      if (applied.fields === 0 && !applied.formError) setFormError(f, errorMessageFor(error));
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-5">
      <FormError message={formError} />
      {kind === 'rename' ? (
        <TextField
          label="New name"
          required
          maxLength={INTEREST_LABEL_MAX}
          autoComplete="off"
          error={errors.label?.message}
          {...form.register('label')}
        />
      ) : null}
      {kind === 'merge' ? (
        <SelectField
          label="Merge into"
          required
          placeholder="Choose an interest"
          error={errors.into?.message}
          options={targets.map((target) => ({ value: target.id, label: target.label }))}
          {...form.register('into')}
        />
      ) : null}
      <TextAreaField
        label="Reason"
        optional
        hint="Kept in the audit log with your name."
        error={errors.reason?.message}
        limit={ADMIN_REASON_MAX}
        length={form.watch('reason').length}
        rows={3}
        {...form.register('reason')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="ghost" disabled={isSubmitting}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" variant={kind === 'merge' || kind === 'retire' ? 'danger' : 'primary'} disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
          {TEXTS[kind].confirm}
        </Button>
      </div>
    </form>
  );
}

export function InterestChangeDialog({
  kind,
  interest,
  targets,
  open,
  onOpenChange,
  onConfirm,
}: {
  kind: InterestChangeKind;
  interest: AdminInterest;
  /** The interests it may be merged into: live ones, not itself. */
  targets: readonly AdminInterest[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when done (the caller closes the dialog); throws to show the failure in the dialog. */
  onConfirm: (change: InterestChange) => Promise<unknown>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content className={DIALOG_CONTENT_CLASS} onOpenAutoFocus={focusFirstField}>
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">
                {TEXTS[kind].title} “{interest.label}”
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{descriptionOf(kind, interest)}</Dialog.Description>
            </div>
            <DialogCloseButton />
          </div>
          {open ? <ChangeForm kind={kind} interest={interest} targets={targets} onConfirm={onConfirm} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
