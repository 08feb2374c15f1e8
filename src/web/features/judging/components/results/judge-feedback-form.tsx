// A speaker's feedback on one judge of their debate: a rating of 1 to 5 and an
// optional comment (POST /api/judging/debates/:id/feedback/:judgeId), once per
// judge. Errors are shown on the field they concern and announced.
import { useId } from 'react';
import { z } from 'zod';
import { JudgeFeedbackInputSchema, type PersonRef } from '#shared/judging/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { useGiveJudgeFeedback } from '../../api/give-judge-feedback.ts';

export const FEEDBACK_RATINGS = [
  { value: 1, label: 'Not helpful' },
  { value: 2, label: 'A little helpful' },
  { value: 3, label: 'Helpful' },
  { value: 4, label: 'Very helpful' },
  { value: 5, label: 'Excellent' },
] as const;

const COMMENT_MAX = 1000;

/** No rating chosen yet (0) is asked for first; then the shared contract. */
const FeedbackFormSchema = z
  .object({ rating: z.number().min(1, 'Choose a rating from 1 to 5'), comment: z.string() })
  .pipe(
    JudgeFeedbackInputSchema as unknown as z.ZodType<
      z.output<typeof JudgeFeedbackInputSchema>,
      { rating: number; comment: string }
    >,
  );

export function JudgeFeedbackForm({ debateId, judge, onSent }: { debateId: string; judge: PersonRef; onSent: () => void }) {
  const id = useId();
  const send = useGiveJudgeFeedback(debateId, judge.id);
  const {
    form,
    submit: handleSubmit,
    formError: failure,
  } = useApiForm({
    schema: FeedbackFormSchema,
    defaultValues: { rating: 0, comment: '' },
    onSubmit: async (input) => {
      await send.mutateAsync(input);
      onSent();
    },
    onError: (error, _applied, form) =>
      setFormError(
        form,
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500
          ? error.message
          : genericErrorMessage(error),
      ),
  });
  const rating = form.watch('rating');
  const errors = { rating: form.formState.errors.rating?.message, comment: form.formState.errors.comment?.message };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="judge-feedback-form"
    >
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="font-semibold text-slate-900">How helpful was {judge.name}’s judging?</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {FEEDBACK_RATINGS.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={option.value}
                checked={rating === option.value}
                aria-invalid={errors.rating ? true : undefined}
                onChange={() => {
                  form.setValue('rating', option.value);
                  form.clearErrors('rating');
                }}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="text-slate-900">
                <strong>{option.value}</strong> {option.label}
              </span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <div className="mt-4">
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-slate-800">
          Comment (optional)
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={COMMENT_MAX}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${id}-comment-hint${errors.comment ? ` ${id}-comment-error` : ''}`}
          {...form.register('comment')}
          className={cn(
            'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600',
            errors.comment && 'ring-2 ring-red-600',
          )}
        />
        <p id={`${id}-comment-hint`} className="mt-1 text-sm text-slate-600">
          The judge sees ratings and comments only together with others’, never who gave them.
        </p>
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.comment}
          </p>
        ) : null}
      </div>
      <div role="alert" className="mt-3 text-sm font-medium text-red-700">
        {failure}
      </div>
      <Button type="submit" className="mt-3" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : `Send feedback on ${judge.name}`}
      </Button>
    </form>
  );
}
