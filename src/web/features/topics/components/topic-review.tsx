import { useId } from 'react';
import {
  TOPIC_DECLINE_REASON_MIN,
  type TopicReviewInput,
  TopicReviewInputSchema,
  type TopicView,
} from '#shared/topics/contract.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { ReviewDecision, ReviewQueue, useReviewStatus } from '#web/components/review-queue.tsx';
import { RichText } from '#web/components/rich-text.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useTopicsForReview } from '../api/list-topics-for-review.ts';
import { useReviewTopic } from '../api/review-topic.ts';
import { CategoryChip } from './category-chip.tsx';
import { TOPIC_STATUS_LABELS, TopicStatusBadge } from './topic-status-badge.tsx';

function ReviewActions({ topic, onReviewed }: { topic: TopicView; onReviewed: (message: string) => void }) {
  const review = useReviewTopic();
  const inputOf = (decision: 'approve' | 'decline', reason: string): TopicReviewInput =>
    decision === 'approve' ? { decision } : { decision, reason };
  return (
    <ReviewDecision
      subject={topic.title}
      reasonHint={`The author sees it. At least ${TOPIC_DECLINE_REASON_MIN} characters.`}
      declineLabel="Decline suggestion"
      messages={{
        approved: `“${topic.title}” is now public`,
        declined: `“${topic.title}” was declined`,
        notReviewed: 'Suggestion not reviewed',
      }}
      isPending={review.isPending}
      check={(decision, reason) => {
        const check = TopicReviewInputSchema.safeParse(inputOf(decision, reason));
        return check.success ? null : (check.error.issues[0]?.message ?? 'Check the reason');
      }}
      submit={(decision, reason) => review.mutateAsync({ id: topic.id, input: inputOf(decision, reason) })}
      onReviewed={onReviewed}
    />
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
