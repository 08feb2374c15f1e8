// The dialog of one decision on a reported comment: what it does, the reason (the
// author sees it for hide and warn; required there and for a ban, an optional
// note otherwise), whether a warning or a ban also hides the comment, and a
// confirming button named after the decision. The shared contract checks the
// form; the server's field errors land on the fields, a refusal (another admin
// decided first) shows in the dialog.
import { useId } from 'react';
import {
  type CommentDecision,
  type CommentDecisionInput,
  CommentDecisionInputSchema,
  DECISIONS_NEEDING_A_REASON,
} from '#shared/admin/moderation/contract.ts';
import { ADMIN_REASON_MAX } from '#shared/admin/audit.ts';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notifyError } from '#web/lib/toast.ts';

interface DecisionCopy {
  title: string;
  description: string;
  reasonLabel: string;
  reasonHint: string;
  confirm: string;
  busy: string;
  variant: ButtonVariant;
  /** The "also hide the comment" choice and its default, for warnings and bans. */
  hideChoice?: boolean;
}

export const DECISION_COPY: Record<CommentDecision, DecisionCopy> = {
  hide: {
    title: 'Hide this comment?',
    description:
      'Members will see “hidden by a moderator” in its place; its author and admins still see it. Every open report is resolved, each reporter is told, and the author is mailed your reason.',
    reasonLabel: 'Reason',
    reasonHint: 'The author reads it in the e-mail.',
    confirm: 'Hide comment',
    busy: 'Hiding…',
    variant: 'danger',
  },
  restore: {
    title: 'Restore this comment?',
    description: 'Everyone will see the comment again, and it can take replies and likes again.',
    reasonLabel: 'Note',
    reasonHint: 'Kept in the audit log.',
    confirm: 'Restore comment',
    busy: 'Restoring…',
    variant: 'primary',
  },
  dismiss: {
    title: 'Dismiss the reports?',
    description: 'The comment stays up and the open reports are closed. Reporters are not mailed.',
    reasonLabel: 'Note',
    reasonHint: 'Kept with the reports and in the audit log.',
    confirm: 'Dismiss reports',
    busy: 'Dismissing…',
    variant: 'secondary',
  },
  warn: {
    title: 'Warn the author?',
    description: 'The author is mailed your reason as a warning, and each reporter is told a moderator acted.',
    reasonLabel: 'Reason',
    reasonHint: 'The author reads it in the e-mail.',
    confirm: 'Send warning',
    busy: 'Sending…',
    variant: 'primary',
    hideChoice: false,
  },
  ban: {
    title: 'Ban the author?',
    description:
      'The author cannot sign in any more and every session of theirs ends at once. Lift the ban from the Users section.',
    reasonLabel: 'Reason',
    reasonHint: 'Kept with the account and in the audit log.',
    confirm: 'Ban author',
    busy: 'Banning…',
    variant: 'danger',
    hideChoice: true,
  },
};

function DecisionForm({
  decision,
  onDecide,
}: {
  decision: CommentDecision;
  onDecide: (input: CommentDecisionInput) => Promise<void>;
}) {
  const copy = DECISION_COPY[decision];
  const hideId = useId();
  const isReasonRequired = DECISIONS_NEEDING_A_REASON.includes(decision);
  const { form, submit, formError } = useApiForm({
    schema: CommentDecisionInputSchema,
    defaultValues: {
      decision,
      reason: '',
      ...(copy.hideChoice === undefined ? {} : { hideComment: copy.hideChoice }),
    },
    onSubmit: (input) => onDecide(input),
    onError: (error, applied, target) => {
      if (applied.fields > 0 || applied.formError) return;
      if (error instanceof ApiRequestError && error.status < 500) setFormError(target, error.message);
      else notifyError(error);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('reason')?.length ?? 0;

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-5">
      <FormError message={formError} />
      <TextAreaField
        label={copy.reasonLabel}
        rows={3}
        required={isReasonRequired}
        optional={!isReasonRequired}
        hint={copy.reasonHint}
        error={errors.reason?.message}
        length={length}
        limit={ADMIN_REASON_MAX}
        {...form.register('reason')}
      />
      {copy.hideChoice !== undefined ? (
        <div className="flex items-center gap-2">
          <input id={hideId} type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('hideComment')} />
          <label htmlFor={hideId} className="text-sm font-medium text-slate-700">
            Also hide the comment
          </label>
        </div>
      ) : null}
      <DialogActions isBusy={isSubmitting} confirmLabel={copy.confirm} busyLabel={copy.busy} confirmVariant={copy.variant} />
    </form>
  );
}

export function CommentDecisionDialog({
  decision,
  onOpenChange,
  onDecide,
}: {
  /** The decision being taken; null while the dialog is closed. */
  decision: CommentDecision | null;
  onOpenChange: (open: boolean) => void;
  /** Resolves once decided (the caller closes the dialog); throws to show the refusal. */
  onDecide: (input: CommentDecisionInput) => Promise<void>;
}) {
  const copy = decision ? DECISION_COPY[decision] : null;
  return (
    <DialogFrame
      open={decision !== null}
      onOpenChange={onOpenChange}
      width="lg"
      title={copy?.title}
      description={copy?.description}
    >
      {decision ? <DecisionForm key={decision} decision={decision} onDecide={onDecide} /> : null}
    </DialogFrame>
  );
}
