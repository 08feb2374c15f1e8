// The box to write a comment, a reply or an edit: checked with the shared
// contract before sending (length, no scripts), and the server's field errors
// shown under it.
import { z } from 'zod';
import { COMMENT_BODY_MAX, CommentBodySchema } from '#shared/comments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/form.ts';
import { notify, notifyError } from '#web/lib/toast.ts';

const CommentFormSchema = z.object({ body: CommentBodySchema });

export function CommentForm({
  label,
  submitLabel,
  initialValue = '',
  onSubmit,
  onCancel,
  autoFocus,
}: {
  label: string;
  submitLabel: string;
  initialValue?: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { form, submit, formError } = useApiForm({
    schema: CommentFormSchema,
    defaultValues: { body: initialValue },
    onSubmit: async ({ body }, form) => {
      await onSubmit(body);
      form.reset({ body: '' });
    },
    onError: (error, applied) => {
      if (applied.fields > 0 || applied.formError) return;
      if (error instanceof ApiRequestError && error.status < 500)
        notify.error({ title: 'Comment not saved', description: error.message });
      else notifyError(error);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <FormError message={formError} />
      <TextAreaField
        label={label}
        rows={3}
        autoFocus={autoFocus}
        error={errors.body?.message}
        hint={`Plain text, or simple formatting. At most ${COMMENT_BODY_MAX} characters.`}
        {...form.register('body')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
