// The admins' review of judge applications (/admin/judges): pending ones first,
// approved or declined ones through the filter. Approving makes the applicant a
// judge; declining needs a reason, which the applicant sees. The status filter
// lives in the URL (?status=) so a view can be shared.
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DECLINE_REASON_MIN, type JudgeApplicationStatus, type JudgeApplicationView } from '#shared/judging.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { ReviewQueue, useReviewStatus } from '#web/components/review-queue.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useJudgeApplications, useReviewJudgeApplication } from '../api/judge-applications.ts';
import { checkReview } from '../review-input.ts';
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
  const reasonId = useId();
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewJudgeApplication();
  const name = application.applicant.name;

  const send = async (decision: 'approve' | 'decline') => {
    const check = checkReview(decision, reason);
    if (check.error !== null) {
      setError(check.error);
      return;
    }
    try {
      await review.mutateAsync({ id: application.id, input: check.input });
      const message = decision === 'approve' ? `${name} is now a judge` : `${name}’s application was declined`;
      notify.success({ title: message });
      onReviewed(message);
    } catch (err) {
      const fieldMessage = err instanceof ApiRequestError ? err.fields?.reason?.[0] : undefined;
      if (fieldMessage) setError(fieldMessage);
      else if (err instanceof ApiRequestError && err.status < 500)
        notify.error({ title: 'Application not reviewed', description: err.message });
      else notifyError(err);
    }
  };

  if (!isDeclining) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void send('approve')} disabled={review.isPending} aria-label={`Approve ${name}`}>
          <Check aria-hidden="true" className="h-4 w-4" />
          Approve
        </Button>
        <Button
          variant="secondary"
          onClick={() => setIsDeclining(true)}
          disabled={review.isPending}
          aria-label={`Decline ${name}`}
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
        void send('decline');
      }}
      className="space-y-3"
      aria-label={`Decline ${name}`}
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
          {error ?? `The applicant sees it. At least ${DECLINE_REASON_MIN} characters.`}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={review.isPending}>
          Decline application
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
