// Reporting a comment to the moderators: a reason, checked with the shared contract.
import { type CommentView, ReportCommentInputSchema } from '#shared/comments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/form.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import type { CommentActions } from './comment-item.tsx';

const REPORT_SENT_DESCRIPTION =
  'Thank you. The moderators will look at this comment, and you will get an e-mail if they act on it.';

export function CommentReportForm({
  comment,
  actions,
  onDone,
}: {
  comment: CommentView;
  actions: CommentActions;
  onDone: () => void;
}) {
  const { form, submit } = useApiForm({
    schema: ReportCommentInputSchema,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await actions.onReport(comment.id, reason);
      // The report lands in the admins' moderation queue (/admin/moderation); a reporter is mailed when a moderator acts.
      notify.success({ title: 'Report sent', description: REPORT_SENT_DESCRIPTION });
      onDone();
    },
    onError: (error, applied, form) => {
      if (applied.fields > 0) return;
      if (error instanceof ApiRequestError && error.status < 500)
        form.setError('reason', { message: applied.formError ?? error.message });
      else notifyError(error);
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="mt-2 space-y-2">
      <TextAreaField
        label="Why are you reporting this comment?"
        rows={2}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="danger">
          Send report
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
