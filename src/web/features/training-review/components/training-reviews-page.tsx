// The reviews page (/training/reviews): the requests addressed to the member
// (the reviewer inbox, open ones first) and the reviews they asked for; a
// request opens here (?request=<id>, also the target of both review mails), and
// a review of one of the member's attempts is asked for here (?attempt=<id>).
import { Inbox } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { ReviewRequest } from '#shared/training/review.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { useSession } from '#web/lib/session.ts';
import { useMyReviewRequests } from '../api/list-my-review-requests.ts';
import { useReviewInbox } from '../api/list-review-inbox.ts';
import { RequestReview } from './request-review.tsx';
import { ReviewRequestView } from './review-request-view.tsx';
import { ReviewStatusBadge, reviewerRoleLabel } from './review-status.tsx';

const requestHref = (id: string) => hrefFor('training-reviews', {}, { query: { request: id } });

function RequestRow({ request, side }: { request: ReviewRequest; side: 'inbox' | 'mine' }) {
  // A declined request is no longer shared with its reviewer: listed, not opened.
  const canOpen = side === 'mine' || request.status !== 'declined';
  const who = side === 'inbox' ? `From ${request.requester.name}` : `To ${request.reviewer.name} (${reviewerRoleLabel(request)})`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <div>
        {canOpen ? (
          <Link to={requestHref(request.id)} className="font-medium text-brand-700 underline">
            {request.moduleLabel}
          </Link>
        ) : (
          <span className="font-medium text-slate-900">{request.moduleLabel}</span>
        )}
        <p className="text-sm text-slate-700">
          {who} · <DateTime value={request.createdAt} dateOnly />
          {request.review ? ` · ${request.review.score} of ${request.review.max}` : ''}
        </p>
      </div>
      <ReviewStatusBadge status={request.status} />
    </li>
  );
}

function RequestList({
  title,
  side,
  query,
  empty,
}: {
  title: string;
  side: 'inbox' | 'mine';
  query: ReturnType<typeof useReviewInbox>;
  empty: string;
}) {
  const headingId = useId();
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {query.isPending ? (
        <p className="text-slate-600">Loading…</p>
      ) : query.isError ? (
        <FormError message={genericErrorMessage(query.error)} />
      ) : items.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((request) => (
            <RequestRow key={request.id} request={request} side={side} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function TrainingReviewsPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const requestId = params.get('request');
  const attemptId = params.get('attempt');
  const inbox = useReviewInbox();
  const mine = useMyReviewRequests();
  const userId = session.user?.id;
  const isEmpty = !inbox.isPending && !mine.isPending && !inbox.data?.items.length && !mine.data?.items.length;

  return (
    <div className="space-y-10">
      {requestId && userId ? <ReviewRequestView key={requestId} requestId={requestId} userId={userId} /> : null}
      {attemptId ? <RequestReview key={attemptId} attemptId={attemptId} /> : null}
      {isEmpty && !requestId && !attemptId ? (
        <EmptyState icon={Inbox} title="No reviews yet">
          When you finish an argument build, a rebuttal drill, research notes or a timed speech, you can ask a judge or a coach of
          your club to review it from its result. Requests others send you appear here too.{' '}
          <Link to={hrefFor('training')} className="text-brand-700 underline">
            Go to training
          </Link>
        </EmptyState>
      ) : (
        <>
          <RequestList
            title="Asked of you"
            side="inbox"
            query={inbox}
            empty="Nobody has asked you for a review. Members can ask approved judges and the owners and officers of their clubs."
          />
          <RequestList title="Reviews you asked for" side="mine" query={mine} empty="You have not asked for a review yet." />
        </>
      )}
    </div>
  );
}
