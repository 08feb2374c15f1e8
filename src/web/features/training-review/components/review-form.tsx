// The reviewer's form: a level for every criterion of the rubric (each level
// described), a comment, and "Submit review" — given once; the score is
// computed by the server. Or decline, with an optional reason.
import { type FormEvent, useState } from 'react';
import type { RubricRatings } from '#shared/training/contract.ts';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_DECLINE_REASON_MAX,
  REVIEW_MESSAGES,
  type ReviewRubric,
  reviewRubricMax,
} from '#shared/training/review.ts';
import { RubricCriterionField } from '#web/components/rubric-criterion-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { notify } from '#web/lib/toast.ts';
import { useDeclineTrainingReview } from '../api/decline-training-review.ts';
import { useSubmitTrainingReview } from '../api/submit-training-review.ts';

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : genericErrorMessage(error);

export function ReviewForm({
  requestId,
  rubric,
  onDeclined,
}: {
  requestId: string;
  rubric: ReviewRubric;
  /** A declined request is no longer shared with the reviewer: the page moves on. */
  onDeclined: () => void;
}) {
  const submit = useSubmitTrainingReview(requestId);
  const decline = useDeclineTrainingReview(requestId);
  const [ratings, setRatings] = useState<RubricRatings>({});
  const [comment, setComment] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState('');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const missing = rubric.criteria.filter((c) => ratings[c.id] === undefined);
    const local: Record<string, string[]> = {};
    for (const criterion of missing) local[`ratings.${criterion.id}`] = [REVIEW_MESSAGES.rateEveryCriterion];
    if (comment.trim().length < REVIEW_COMMENT_MIN)
      local.comment = [`Write at least ${REVIEW_COMMENT_MIN} characters of feedback`];
    setFieldErrors(local);
    if (Object.keys(local).length > 0) {
      setFormError('Rate every criterion and write a comment before submitting.');
      return;
    }
    try {
      await submit.mutateAsync({ ratings, comment });
      notify.success({ title: 'Review sent', description: 'The member can now read your scores and comment.' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) setFieldErrors(error.fields);
      setFormError(messageOf(error));
    }
  };

  const handleDecline = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      await decline.mutateAsync({ reason: reason.trim() || undefined });
      notify.success({ title: 'Request declined' });
      onDeclined();
    } catch (error) {
      setFormError(messageOf(error));
    }
  };

  const rated = rubric.criteria.reduce((sum, c) => sum + (ratings[c.id] ?? 0) * c.weight, 0);

  if (isDeclining) {
    return (
      <form onSubmit={handleDecline} className="space-y-4" aria-label="Decline this request">
        <TextAreaField
          label="Why you are declining"
          optional
          hint="The member sees this."
          rows={3}
          value={reason}
          maxLength={REVIEW_DECLINE_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          length={reason.length}
          limit={REVIEW_DECLINE_REASON_MAX}
        />
        <FormError message={formError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" disabled={decline.isPending}>
            Decline request
          </Button>
          <Button type="button" variant="secondary" onClick={() => setIsDeclining(false)}>
            Back to the review
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5" aria-label="Your review" noValidate>
      <div className="space-y-5">
        {rubric.criteria.map((criterion) => (
          <RubricCriterionField
            key={criterion.id}
            criterion={criterion}
            value={ratings[criterion.id]}
            error={fieldErrors[`ratings.${criterion.id}`]?.[0]}
            onChange={(value) => setRatings({ ...ratings, [criterion.id]: value })}
          />
        ))}
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        Score so far: {rated} of {reviewRubricMax(rubric)}
        {rubric.id === 'argument-build' ? ' (a part that is missing or repeats the claim counts 0 whatever its rating)' : ''}
      </p>
      <TextAreaField
        label="Comment"
        required
        hint="What worked, and the one thing to change next time."
        rows={5}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        length={comment.length}
        limit={REVIEW_COMMENT_MAX}
        error={fieldErrors.comment?.[0]}
      />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submit.isPending}>
          Submit review
        </Button>
        <Button type="button" variant="secondary" onClick={() => setIsDeclining(true)}>
          Decline…
        </Button>
      </div>
      <p className="text-sm text-slate-600">A review is given once: it cannot be changed after you submit it.</p>
    </form>
  );
}
