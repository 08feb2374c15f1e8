// The box to write a comment, a reply or an edit: checked with the shared
// contract before sending (length, no scripts), and the server's field errors
// shown under it.
import { useId, useState } from 'react';
import { COMMENT_BODY_MAX, CommentBodySchema } from '#shared/comments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/toast.ts';

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
  const id = useId();
  const [body, setBody] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = CommentBodySchema.safeParse(body);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Check the comment');
      document.getElementById(id)?.focus();
      return;
    }
    setIsSending(true);
    try {
      await onSubmit(check.data);
      setBody('');
    } catch (err) {
      const fieldMessage = err instanceof ApiRequestError ? (err.fields?.body?.[0] ?? null) : null;
      if (fieldMessage) setError(fieldMessage);
      else if (err instanceof ApiRequestError && err.status < 500)
        notify.error({ title: 'Comment not saved', description: err.message });
      else notifyError(err);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={body}
        // biome-ignore lint/a11y/noAutofocus: opened on purpose by the reader (reply or edit)
        autoFocus={autoFocus}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        className={cn(
          'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600',
          error && 'ring-2 ring-red-600',
        )}
      />
      <p id={`${id}-message`} className={cn('text-sm', error ? 'font-medium text-red-700' : 'text-slate-600')}>
        {error ?? `Plain text, or simple formatting. At most ${COMMENT_BODY_MAX} characters.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSending}>
          {isSending ? 'Sending…' : submitLabel}
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
