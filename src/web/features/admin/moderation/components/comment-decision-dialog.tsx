// The dialog of one decision on a reported comment: what it does, the reason (the
// author sees it for hide and warn; required there and for a ban, an optional
// note otherwise), whether a warning or a ban also hides the comment, and a
// confirming button named after the decision. The shared contract checks the
// form; the server's field errors land on the fields, a refusal (another admin
// decided first) shows in the dialog.
import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import {
  type CommentDecision,
  type CommentDecisionInput,
  CommentDecisionInputSchema,
  DECISIONS_NEEDING_A_REASON,
} from '#shared/admin/moderation/contract.ts';
import { ADMIN_REASON_MAX } from '#shared/admin/audit.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notifyError } from '#web/lib/toast.ts';

const OVERLAY_CLASS =
  'fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none';
const CONTENT_CLASS =
  'fixed top-1/2 left-1/2 z-50 max-h-[88dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none';

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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="ghost" disabled={isSubmitting}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" variant={copy.variant} disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
          {isSubmitting ? copy.busy : copy.confirm}
        </Button>
      </div>
    </form>
  );
}

/** Radix focuses the first control (the close button); the dialog starts at its reason instead. */
function focusReason(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('textarea');
  if (!field) return;
  event.preventDefault();
  field.focus();
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
    <Dialog.Root open={decision !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY_CLASS} />
        <Dialog.Content className={CONTENT_CLASS} onOpenAutoFocus={focusReason}>
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">{copy?.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{copy?.description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {decision ? <DecisionForm key={decision} decision={decision} onDecide={onDecide} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
