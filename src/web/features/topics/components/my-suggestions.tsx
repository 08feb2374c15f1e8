// The member's own suggestions with their review status (and a decline's reason):
// the only place a suggestion shows before an admin approves it.
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { useMyTopicSuggestions } from '../api/list-my-topic-suggestions.ts';
import { TopicStatusBadge } from './topic-status-badge.tsx';

export function MySuggestions() {
  const query = useMyTopicSuggestions();
  if (query.isPending) return <LoadingStatus label="Loading your suggestions…" />;
  if (query.isError)
    return (
      <QueryErrorState
        title="Couldn’t load your suggestions"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  if (query.data.length === 0) return <p className="text-slate-600">You have not suggested a topic yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
      {query.data.map((topic) => (
        <li key={topic.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <Link to={hrefFor('topic', { id: topic.id })} className="font-medium text-slate-900 hover:text-brand-700">
              {topic.title}
            </Link>
            <p className="text-sm text-slate-600">
              {topic.category} · suggested on <DateTime value={topic.createdAt} dateOnly />
            </p>
            {topic.declineReason ? <p className="mt-1 text-sm text-slate-700">Reason: {topic.declineReason}</p> : null}
          </div>
          <TopicStatusBadge status={topic.status} />
        </li>
      ))}
    </ul>
  );
}
