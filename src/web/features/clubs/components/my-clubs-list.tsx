// The signed-in member's clubs, each with their role or a waiting request; in
// the clubs they run, the requests to join waiting for them, with a link.
import { UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { pluralize } from '#web/components/labels.ts';
import { CardGridSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useMyClubs } from '../api/list-my-clubs.ts';
import { meetingFrequencyLabel, memberRoleLabel } from './club-labels.ts';
import { ClubLogo } from './club-logo.tsx';
import { CLUB_REQUESTS_ANCHOR } from './club-requests.tsx';

export function MyClubsList() {
  const clubs = useMyClubs();
  if (clubs.isPending) return <CardGridSkeleton label="Loading your clubs…" count={3} />;
  if (clubs.isError) {
    return (
      <QueryErrorState
        title="Couldn’t load your clubs"
        error={clubs.error}
        onRetry={() => void clubs.refetch()}
        isRetrying={clubs.isFetching}
      />
    );
  }
  if (clubs.data.length === 0) {
    return (
      <EmptyState icon={Users} title="No clubs yet">
        Join a club to practise with others, or start one of your own.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {clubs.data.map((club) => {
        const facts = [
          club.location,
          meetingFrequencyLabel(club.meetingFrequency),
          pluralize(club.memberCount, 'member', 'members'),
        ];
        return (
          <li key={club.id} className="relative rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-200">
            <div className="flex items-start gap-3">
              <ClubLogo name={club.name} logoUrl={club.logoUrl} />
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={hrefFor('club', { id: club.id })}
                    className="font-semibold break-words text-slate-900 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
                  >
                    {club.name}
                  </Link>
                  {club.membership.status === 'pending' ? (
                    <Badge tone="warning">Request pending</Badge>
                  ) : (
                    <Badge tone={club.membership.role === 'member' ? 'neutral' : 'brand'}>
                      {memberRoleLabel(club.membership.role)}
                    </Badge>
                  )}
                </div>
                <p className="mt-1 text-sm text-slate-600">{facts.filter(Boolean).join(' · ')}</p>
                {club.pendingRequestCount ? (
                  // Above the card's stretched link, so it takes its own clicks.
                  <Link
                    to={`${hrefFor('club', { id: club.id })}#${CLUB_REQUESTS_ANCHOR}`}
                    className="relative z-10 mt-3 inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100"
                  >
                    <UserPlus aria-hidden="true" className="size-4" />
                    {club.pendingRequestCount === 1
                      ? 'Review 1 request to join'
                      : `Review ${club.pendingRequestCount} requests to join`}
                  </Link>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
