// The comment reports of the moderation queue: one card per reported comment —
// its text, author and where it was posted, the reports' reasons and who sent
// them, the last decision — with the decisions that still apply, each taken in a
// dialog that asks for the reason. Open, resolved or all, a page at a time, in
// the URL (?status=, ?page=); one polite status line announces the outcome.
import { Ban, Check, EyeOff, Flag, Inbox, RotateCcw, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type CommentDecision,
  type CommentDecisionInput,
  REPORT_QUEUE_STATUSES,
  type ReportedCommentView,
  type ReportQueueStatus,
  type ReportResolution,
} from '#shared/admin/moderation/contract.ts';
import { FORMER_MEMBER_NAME } from '#shared/accounts/display-name.ts';
import { hrefFor } from '#shared/routes.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { CardGridSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { RichText } from '#web/components/rich-text.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { notify } from '#web/lib/toast.ts';
import { useDecideOnComment } from '../api/decide-on-comment.ts';
import { useReportedComments } from '../api/list-reported-comments.ts';
import { CommentDecisionDialog } from './comment-decision-dialog.tsx';

const STATUS_LABELS: Record<ReportQueueStatus, string> = {
  open: 'Open reports',
  resolved: 'Resolved reports',
  all: 'All reports',
};

const TARGET_LABELS = { debate: 'debate', club: 'club', event: 'event', topic: 'topic' } as const;

const RESOLUTION_LABELS: Record<ReportResolution, string> = {
  hidden: 'Hidden',
  dismissed: 'Dismissed',
  warned: 'Author warned',
  banned: 'Author banned',
};

const DONE_MESSAGES: Record<CommentDecision, string> = {
  hide: 'Comment hidden',
  restore: 'Comment restored',
  dismiss: 'Reports dismissed',
  warn: 'Warning sent to the author',
  ban: 'Author banned',
};

function useQueueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const status: ReportQueueStatus = REPORT_QUEUE_STATUSES.includes(raw as ReportQueueStatus)
    ? (raw as ReportQueueStatus)
    : 'open';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const searchFor = (changes: { status?: ReportQueueStatus; page?: number }) => {
    const next = new URLSearchParams(searchParams);
    const nextStatus = changes.status ?? status;
    if (nextStatus === 'open') next.delete('status');
    else next.set('status', nextStatus);
    const nextPage = changes.page ?? 1;
    if (nextPage === 1) next.delete('page');
    else next.set('page', String(nextPage));
    return `?${next.toString()}`;
  };
  return { status, page, searchFor, setSearchParams };
}

function ReportedCommentCard({ item, onDecided }: { item: ReportedCommentView; onDecided: (announcement: string) => void }) {
  const headingId = useId();
  const [decision, setDecision] = useState<CommentDecision | null>(null);
  const decide = useDecideOnComment();
  const authorName = item.author?.name ?? FORMER_MEMBER_NAME;
  const targetTitle = item.target.title ?? `a ${TARGET_LABELS[item.target.type]} that no longer exists`;
  const isOpen = item.status === 'open';
  const isHidden = item.hiddenAt !== null;

  const handleDecide = async (input: CommentDecisionInput) => {
    await decide.mutateAsync({ commentId: item.commentId, input });
    const message = `${DONE_MESSAGES[input.decision]}: comment by ${authorName}`;
    notify.success({ title: DONE_MESSAGES[input.decision] });
    setDecision(null);
    onDecided(message);
  };

  const actions: { decision: CommentDecision; label: string; icon: typeof EyeOff; variant: 'secondary' | 'danger' | 'ghost' }[] =
    [];
  if (isOpen && !isHidden && !item.isDeleted)
    actions.push({ decision: 'hide', label: 'Hide', icon: EyeOff, variant: 'secondary' });
  if (isOpen) actions.push({ decision: 'dismiss', label: 'Dismiss', icon: Check, variant: 'secondary' });
  if (isOpen && item.author) {
    actions.push({ decision: 'warn', label: 'Warn author', icon: TriangleAlert, variant: 'secondary' });
    actions.push({ decision: 'ban', label: 'Ban author', icon: Ban, variant: 'danger' });
  }
  if (isHidden && !item.isDeleted) actions.push({ decision: 'restore', label: 'Restore', icon: RotateCcw, variant: 'secondary' });

  return (
    <Card className="p-6" data-testid="reported-comment">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Comment by {authorName} on the {TARGET_LABELS[item.target.type]}{' '}
            {item.target.title ? (
              <Link to={hrefFor(item.target.type, { id: item.target.id })} className="text-brand-700 underline">
                {targetTitle}
              </Link>
            ) : (
              targetTitle
            )}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Badge tone={isOpen ? 'warning' : 'neutral'}>
              {isOpen ? `Open · ${item.openReportCount} ${item.openReportCount === 1 ? 'report' : 'reports'}` : 'Resolved'}
            </Badge>
            {isHidden ? <Badge tone="danger">Hidden</Badge> : null}
            {item.isDeleted ? <Badge>Deleted by its author</Badge> : null}
          </div>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Posted <DateTime value={item.commentCreatedAt} /> · first reported <DateTime value={item.firstReportedAt} />
        </p>
        {item.isDeleted ? (
          <p className="mt-3 text-sm text-slate-600 italic">The author deleted this comment.</p>
        ) : (
          <blockquote className="mt-3 border-l-4 border-slate-200 pl-4 text-slate-800">
            <RichText html={item.body} className="text-sm" />
          </blockquote>
        )}

        <h3 className="mt-4 text-sm font-semibold text-slate-900">
          {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}
        </h3>
        <ul className="mt-2 space-y-2">
          {item.reports.map((r) => (
            <li key={r.id} className="flex gap-2 text-sm text-slate-700">
              <Flag aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
              <span>
                “{r.reason}” — {r.reporter?.name ?? FORMER_MEMBER_NAME}, <DateTime value={r.createdAt} />
                {r.status === 'resolved' ? <span className="text-slate-600"> (resolved)</span> : null}
              </span>
            </li>
          ))}
        </ul>

        {item.lastDecision ? (
          <p className="mt-4 text-sm text-slate-700">
            <span className="font-medium">{RESOLUTION_LABELS[item.lastDecision.resolution]}</span> by{' '}
            {item.lastDecision.resolvedBy?.name ?? 'a former admin'} on <DateTime value={item.lastDecision.resolvedAt} />
            {item.lastDecision.note ? <>: {item.lastDecision.note}</> : null}
          </p>
        ) : null}

        {actions.length ? (
          <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
            {actions.map((action) => (
              <Button
                key={action.decision}
                variant={action.variant}
                size="sm"
                onClick={() => setDecision(action.decision)}
                aria-label={`${action.label}: comment by ${authorName}`}
              >
                <action.icon aria-hidden="true" className="h-4 w-4" />
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </article>
      <CommentDecisionDialog decision={decision} onOpenChange={(open) => !open && setDecision(null)} onDecide={handleDecide} />
    </Card>
  );
}

export function ReportedComments() {
  const { status, page, searchFor, setSearchParams } = useQueueParams();
  const query = useReportedComments(status, page);
  const [announcement, setAnnouncement] = useState('');

  let listStatus = '';
  let content: React.ReactNode;
  if (query.isPending) {
    listStatus = 'Loading reported comments…';
    content = <CardGridSkeleton count={2} />;
  } else if (query.isError) {
    content = (
      <QueryErrorState
        title="Couldn’t load the reported comments"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.data.items.length === 0) {
    listStatus = status === 'open' ? 'No open reports' : status === 'resolved' ? 'No resolved reports' : 'No reports';
    content = (
      <EmptyState icon={Inbox} title={listStatus}>
        {status === 'open'
          ? 'When members report a comment, it appears here for a decision.'
          : 'Comments appear here once a moderator has decided on their reports.'}
      </EmptyState>
    );
  } else {
    const { total } = query.data;
    listStatus = `${total} reported ${total === 1 ? 'comment' : 'comments'}`;
    content = (
      <>
        <ul className="space-y-5">
          {query.data.items.map((item) => (
            <li key={item.commentId}>
              <ReportedCommentCard item={item} onDecided={setAnnouncement} />
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <Pagination
            page={query.data.page}
            limit={query.data.limit}
            total={total}
            totalCapped={query.data.totalCapped}
            searchForPage={(target) => searchFor({ page: target })}
            label="Pages of reported comments"
          />
        </div>
      </>
    );
  }

  return (
    <div>
      <SelectField
        label="Show"
        value={status}
        options={REPORT_QUEUE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        onChange={(value) => setSearchParams(new URLSearchParams(searchFor({ status: value, page: 1 }).slice(1)))}
      />
      <p role="status" className="mt-4 mb-4 text-sm text-slate-600">
        {[announcement, listStatus].filter(Boolean).join('. ')}
      </p>
      {content}
    </div>
  );
}
