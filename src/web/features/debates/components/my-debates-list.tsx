// The signed-in user's debates, upcoming (soonest first) or past (latest
// first), each with the role they hold; and the five next debates of spec
// section 7 (the "upcoming debates" widget).
import { CalendarDays, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { SavedOnDevice } from '#web/components/offline/saved-on-device.tsx';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import type { SavedOnDevice as SavedOnDeviceMark } from '#web/lib/offline/offline-reads.ts';
import { useMyDebates } from '../api/list-my-debates.ts';
import { formatLabel } from './debate-labels.ts';
import { positionLabel } from './position-label.ts';
import { DebateStatusBadge } from './debate-status-badge.tsx';

export function MyDebatesList({ when, limit, emptyText }: { when: 'upcoming' | 'past'; limit?: number; emptyText: string }) {
  const query = useMyDebates(when, limit);
  if (query.isPending) return <LoadingStatus label="Loading your debates…" />;
  if (query.isError) {
    return (
      <QueryErrorState
        title="Couldn’t load your debates"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title={when === 'upcoming' ? 'No upcoming debates' : 'No past debates yet'}
        actions={
          <>
            <Link to={hrefFor('debates', {}, { query: { state: 'upcoming' } })} className={buttonClassName()}>
              Find a debate
            </Link>
            <Link to={hrefFor('create-debate')} className={buttonClassName({ variant: 'secondary' })}>
              Create a debate
            </Link>
          </>
        }
      >
        {emptyText}
      </EmptyState>
    );
  }
  const { savedAt } = query.data as SavedOnDeviceMark;
  return (
    <>
      <SavedOnDevice savedAt={savedAt} what="your next debates" />
      <ul
        className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
        data-testid={`my-debates-${when}`}
      >
        {query.data.map((debate) => (
          <li key={debate.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <Link
                to={hrefFor('debate', { id: debate.id })}
                className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {debate.title}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                <CalendarDays aria-hidden="true" className="h-4 w-4" />
                <DateTime value={debate.startsAt} withTimeZone />
                <span aria-hidden="true">·</span>
                <span>{formatLabel(debate.format)}</span>
                <span aria-hidden="true">·</span>
                <span>You: {positionLabel(debate.format, debate.myRole)}</span>
              </p>
            </div>
            <DebateStatusBadge status={debate.status} />
          </li>
        ))}
      </ul>
    </>
  );
}
