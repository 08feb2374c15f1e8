import { useId } from 'react';
import { DECLINE_REASON_MIN, type JudgeApplicationStatus, type JudgeApplicationView } from '#shared/judging/contract.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { ReviewDecision, ReviewQueue, useReviewStatus } from '#web/components/review-queue.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useJudgeApplications } from '../../api/list-judge-applications.ts';
import { useReviewJudgeApplication } from '../../api/review-judge-application.ts';
import { checkReview } from '../../lib/review-input.ts';
import { ApplicationSummary } from './application-summary.tsx';

const STATUS_LABELS: Record<JudgeApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};
const STATUS_TONES = { pending: 'warning', approved: 'success', declined: 'danger' } as const;

function ReviewActions({
  application,
  onReviewed,
}: {
  application: JudgeApplicationView;
  onReviewed: (message: string) => void;
}) {
  const review = useReviewJudgeApplication();
  const name = application.applicant.name;
  return (
    <ReviewDecision
      subject={name}
      reasonHint={`The applicant sees it. At least ${DECLINE_REASON_MIN} characters.`}
      declineLabel="Decline application"
      messages={{
        approved: `${name} is now a judge`,
        declined: `${name}’s application was declined`,
        notReviewed: 'Application not reviewed',
      }}
      isPending={review.isPending}
      check={(decision, reason) => checkReview(decision, reason).error}
      submit={async (decision, reason) => {
        const { input } = checkReview(decision, reason);
        if (input) await review.mutateAsync({ id: application.id, input });
      }}
      onReviewed={onReviewed}
    />
  );
}

function ApplicationCard({
  application,
  onReviewed,
}: {
  application: JudgeApplicationView;
  onReviewed: (message: string) => void;
}) {
  const headingId = useId();
  const { applicant } = application;
  return (
    <Card className="p-6" data-testid="judge-application-card">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {applicant.name}
            {applicant.username ? <span className="ml-2 text-sm font-normal text-slate-600">@{applicant.username}</span> : null}
          </h2>
          <Badge tone={STATUS_TONES[application.status]}>{STATUS_LABELS[application.status]}</Badge>
        </div>
        <div className="mt-4">
          <ApplicationSummary application={application} />
        </div>
        {application.status === 'pending' ? (
          <div className="mt-6 border-t border-slate-100 pt-4">
            <ReviewActions application={application} onReviewed={onReviewed} />
          </div>
        ) : (
          <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-700">
            {STATUS_LABELS[application.status]}
            {application.reviewedAt ? (
              <>
                {' '}
                on <DateTime value={application.reviewedAt} />
              </>
            ) : null}
            {application.decisionReason ? <>: {application.decisionReason}</> : null}
          </p>
        )}
      </article>
    </Card>
  );
}

export function JudgeApplicationsReview() {
  const query = useJudgeApplications(useReviewStatus());
  return (
    <ReviewQueue
      query={query}
      noun="application"
      renderItem={(application, onReviewed) => <ApplicationCard application={application} onReviewed={onReviewed} />}
    />
  );
}
