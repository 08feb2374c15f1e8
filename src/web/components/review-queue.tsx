// An admin review queue (judge applications, topic suggestions): a status
// filter kept in the URL, the items of that status, honest loading, error and
// empty states, and one polite status line that also carries the outcome of
// the last review ("Approved …").
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardGridSkeleton, QueryErrorState } from './query-states.tsx';
import { SelectField } from './select-field.tsx';
import { EmptyState } from './ui/empty-state.tsx';

export type ReviewStatus = 'pending' | 'approved' | 'declined';

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', declined: 'Declined' };

/** The status in the URL (?status=), pending when absent or unknown. */
export function useReviewStatus(): ReviewStatus {
  const [searchParams] = useSearchParams();
  const value = searchParams.get('status');
  return value === 'approved' || value === 'declined' ? value : 'pending';
}

export function ReviewQueue<T extends { id: string }>({
  query,
  noun,
  renderItem,
}: {
  query: UseQueryResult<T[]>;
  /** "application", "suggestion" */
  noun: string;
  /** One item; `onReviewed` takes the sentence to announce. */
  renderItem: (item: T, onReviewed: (announcement: string) => void) => ReactNode;
}) {
  const [, setSearchParams] = useSearchParams();
  const status = useReviewStatus();
  const [announcement, setAnnouncement] = useState('');
  const label = STATUS_LABELS[status].toLowerCase();
  const plural = `${noun}s`;

  let listStatus = '';
  let content: ReactNode;
  if (query.isPending) {
    listStatus = `Loading ${plural}…`;
    content = <CardGridSkeleton count={2} />;
  } else if (query.isError) {
    content = (
      <QueryErrorState
        title={`Couldn’t load the ${plural}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    listStatus = `No ${label} ${plural}`;
    content = (
      <EmptyState icon={Inbox} title={listStatus}>
        {status === 'pending' ? `New ${plural} appear here for review.` : `Reviewed ${plural} appear here.`}
      </EmptyState>
    );
  } else {
    const n = query.data.length;
    listStatus = `${n} ${label} ${n === 1 ? noun : plural}`;
    content = (
      <ul className="space-y-5">
        {query.data.map((item) => (
          <li key={item.id}>{renderItem(item, setAnnouncement)}</li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <SelectField
        label="Show"
        value={status}
        options={(Object.keys(STATUS_LABELS) as ReviewStatus[]).map((s) => ({
          value: s,
          label: `${STATUS_LABELS[s]} ${plural}`,
        }))}
        onChange={(value) =>
          setSearchParams((prev) => {
            const next = new URLSearchParams(prev);
            if (value === 'pending') next.delete('status');
            else next.set('status', value);
            return next;
          })
        }
      />
      <p role="status" className="mt-4 mb-4 text-sm text-slate-600">
        {[announcement, listStatus].filter(Boolean).join('. ')}
      </p>
      {content}
    </div>
  );
}
