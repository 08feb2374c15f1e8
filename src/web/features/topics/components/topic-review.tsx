// The admins' review of topic suggestions (/admin/topics): pending ones first
// (oldest first), approved or declined ones through the filter (?status=).
// Approving makes the topic public; declining needs a reason the author sees.
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { TOPIC_DECLINE_REASON_MIN, type TopicReviewInput, TopicReviewInputSchema, type TopicView } from '#shared/topics.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { ReviewQueue, useReviewStatus } from '#web/components/review-queue.tsx';
import { RichText } from '#web/components/rich-text.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useReviewTopic, useTopicsForReview } from '../api/review-topics.ts';
import { CategoryChip } from './category-chip.tsx';
import { TOPIC_STATUS_LABELS, TopicStatusBadge } from './topic-status-badge.tsx';

function ReviewActions({ topic, onReviewed }: { topic: TopicView; onReviewed: (message: string) => void }) {
  const reasonId = useId();
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewTopic();

  const send = async (input: TopicReviewInput) => {
    const check = TopicReviewInputSchema.safeParse(input);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Check the reason');
      return;
    }
    try {
      await review.mutateAsync({ id: topic.id, input: check.data });
      const message = input.decision === 'approve' ? `“${topic.title}” is now public` : `“${topic.title}” was declined`;
      notify.success({ title: message });
      onReviewed(message);
    } catch (err) {
      const fieldMessage = err instanceof ApiRequestError ? err.fields?.reason?.[0] : undefined;
      if (fieldMessage) setError(fieldMessage);
      else if (err instanceof ApiRequestError && err.status < 500)
        notify.error({ title: 'Suggestion not reviewed', description: err.message });
      else notifyError(err);
    }
  };

  if (!isDeclining) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => void send({ decision: 'approve' })}
          disabled={review.isPending}
          aria-label={`Approve ${topic.title}`}
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          Approve
        </Button>
        <Button
          variant="secondary"
          onClick={() => setIsDeclining(true)}
          disabled={review.isPending}
          aria-label={`Decline ${topic.title}`}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          Decline
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send({ decision: 'decline', reason });
      }}
      className="space-y-3"
      aria-label={`Decline ${topic.title}`}
    >
      <div>
        <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
          Reason for declining
        </label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${reasonId}-message`}
          className={cn(
            'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600',
            error && 'ring-2 ring-red-600',
          )}
        />
        <p id={`${reasonId}-message`} className={cn('mt-1.5 text-sm', error ? 'font-medium text-red-700' : 'text-slate-600')}>
          {error ?? `The author sees it. At least ${TOPIC_DECLINE_REASON_MIN} characters.`}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={review.isPending}>
          Decline suggestion
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setIsDeclining(false);
            setError(null);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SuggestionCard({ topic, onReviewed }: { topic: TopicView; onReviewed: (message: string) => void }) {
  const headingId = useId();
  return (
    <Card className="p-6" data-testid="topic-suggestion-card">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CategoryChip category={topic.category} />
          <TopicStatusBadge status={topic.status} />
        </div>
        <h2 id={headingId} className="mt-3 text-lg font-semibold text-slate-900">
          {topic.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Suggested by {topic.suggestedBy?.name ?? 'a former member'} on <DateTime value={topic.createdAt} dateOnly />
        </p>
        {topic.description ? <RichText html={topic.description} className="mt-3 text-sm" /> : null}
        {topic.status === 'pending' ? (
          <div className="mt-6 border-t border-slate-100 pt-4">
            <ReviewActions topic={topic} onReviewed={onReviewed} />
          </div>
        ) : (
          <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-700">
            {TOPIC_STATUS_LABELS[topic.status]}
            {topic.reviewedAt ? (
              <>
                {' '}
                on <DateTime value={topic.reviewedAt} />
              </>
            ) : null}
            {topic.declineReason ? <>: {topic.declineReason}</> : null}
          </p>
        )}
      </article>
    </Card>
  );
}

export function TopicSuggestionsReview() {
  const query = useTopicsForReview(useReviewStatus());
  return (
    <ReviewQueue
      query={query}
      noun="suggestion"
      renderItem={(topic, onReviewed) => <SuggestionCard topic={topic} onReviewed={onReviewed} />}
    />
  );
}
