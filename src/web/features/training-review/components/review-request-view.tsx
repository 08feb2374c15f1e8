// One review request as either side reads it on the reviews page: the shared
// work and the member's self-assessment; for the reviewer of an open request
// the review form; once reviewed, the reviewer's scores beside the member's
// own. The member may withdraw an open request here. A timed speech's shared
// recording plays here, for as long as the request is open.
import { Link, useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { getReviewRubric, type ReviewRequestDetail } from '#shared/training/review.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { isNotFoundError } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useReviewRequest } from '../api/get-review-request.ts';
import { useWithdrawTrainingReview } from '../api/withdraw-training-review.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewScores } from './review-scores.tsx';
import { ReviewStatusBadge, reviewerRoleLabel } from './review-status.tsx';
import { SharedRecording } from './shared-recording.tsx';
import { SharedWork } from './shared-work.tsx';

function Details({ request, userId }: { request: ReviewRequestDetail; userId: string }) {
  const withdraw = useWithdrawTrainingReview();
  const navigate = useNavigate();
  const rubric = getReviewRubric(request.rubricId);
  const isReviewer = request.reviewer.userId === userId;
  const self = request.attempt.selfAssessment;
  return (
    <Card className="space-y-6 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{request.moduleLabel}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {isReviewer ? (
              <>
                Asked by <strong>{request.requester.name}</strong> on <DateTime value={request.createdAt} /> (you are asked as{' '}
                {reviewerRoleLabel(request).toLowerCase()})
              </>
            ) : (
              <>
                You asked <strong>{request.reviewer.name}</strong> ({reviewerRoleLabel(request)}) on{' '}
                <DateTime value={request.createdAt} />
              </>
            )}
          </p>
        </div>
        <ReviewStatusBadge status={request.status} />
      </div>

      {request.note ? (
        <section aria-label="The member’s note">
          <h3 className="font-semibold text-slate-900">{isReviewer ? 'What they would like feedback on' : 'Your note'}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{request.note}</p>
        </section>
      ) : null}

      <section aria-label="The work">
        <h3 className="mb-2 font-semibold text-slate-900">The work</h3>
        <SharedWork attempt={request.attempt} />
        {request.attempt.kind === 'speech' ? (
          <div className="mt-3">
            <SharedRecording request={request} isReviewer={isReviewer} />
          </div>
        ) : null}
      </section>

      {request.review && rubric ? (
        <section aria-label="The review">
          <h3 className="mb-2 font-semibold text-slate-900">
            Review{' '}
            {request.completedAt ? (
              <span className="font-normal text-slate-600">
                (<DateTime value={request.completedAt} />)
              </span>
            ) : null}
          </h3>
          <ReviewScores rubric={rubric} review={request.review} reviewerName={request.reviewer.name} self={self} />
        </section>
      ) : (
        <>
          {self && rubric ? (
            <section aria-label="Self-assessment">
              <h3 className="font-semibold text-slate-900">{isReviewer ? 'Their self-assessment' : 'Your self-assessment'}</h3>
              <ul className="mt-1 space-y-1 text-sm text-slate-800">
                {rubric.criteria.map((criterion) => (
                  <li key={criterion.id}>
                    <span className="font-medium">{criterion.label}</span>:{' '}
                    {self.ratings[criterion.id] === undefined
                      ? 'not rated'
                      : `${self.ratings[criterion.id]} · ${criterion.levels[self.ratings[criterion.id] as number] ?? ''}`}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-sm font-medium text-slate-900">
                {self.score} of {self.max}
              </p>
            </section>
          ) : null}
          {isReviewer && request.status === 'requested' && rubric ? (
            <section aria-label="Your review">
              <h3 className="mb-2 font-semibold text-slate-900">Your review: {rubric.label}</h3>
              <ReviewForm requestId={request.id} rubric={rubric} onDeclined={() => navigate(hrefFor('training-reviews'))} />
            </section>
          ) : null}
          {request.status === 'declined' ? (
            <p className="text-slate-700">
              {isReviewer ? 'You declined this request.' : `${request.reviewer.name} declined this request.`}
              {request.declineReason ? ` “${request.declineReason}”` : ''}
            </p>
          ) : null}
          {!isReviewer && request.status === 'requested' ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-slate-700">Waiting for {request.reviewer.name} to review it.</p>
              <Button
                variant="secondary"
                size="sm"
                disabled={withdraw.isPending}
                onClick={async () => {
                  try {
                    await withdraw.mutateAsync(request.id);
                    notify.success({ title: 'Request withdrawn' });
                  } catch (error) {
                    notifyError(error);
                  }
                }}
              >
                Withdraw request
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

export function ReviewRequestView({ requestId, userId }: { requestId: string; userId: string }) {
  const request = useReviewRequest(requestId);
  if (request.isPending) return <p className="text-slate-600">Loading the request…</p>;
  if (request.isError) {
    return (
      <Card className="space-y-3 p-5">
        <FormError
          message={
            isNotFoundError(request.error)
              ? 'This review request does not exist, or it is no longer shared with you.'
              : genericErrorMessage(request.error)
          }
        />
        <Link to={hrefFor('training-reviews')} className="text-brand-700 underline">
          Back to all reviews
        </Link>
      </Card>
    );
  }
  return <Details request={request.data} userId={userId} />;
}
