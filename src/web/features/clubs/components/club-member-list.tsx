// A club's members with their roles. Names link to public profiles.
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { InitialsAvatar } from '#web/components/avatar.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { displayName } from '#web/components/labels.ts';
import { CardGridSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useClubMembers } from '../api/get-club-members.ts';
import type { ClubMember } from '../types.ts';
import { memberRoleLabel, sortMembers } from './club-labels.ts';

function MemberRow({ member }: { member: ClubMember }) {
  const name = displayName(member);
  return (
    <li className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <InitialsAvatar name={name} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/user/${encodeURIComponent(member.userId)}`}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {name}
          </Link>
          <Badge tone={member.role === 'member' ? 'neutral' : 'brand'}>{memberRoleLabel(member.role)}</Badge>
        </div>
        {member.username && member.fullName ? <p className="truncate text-sm text-slate-600">@{member.username}</p> : null}
        <p className="text-sm text-slate-600">
          Joined <DateTime value={member.joinedAt} dateOnly />
        </p>
      </div>
    </li>
  );
}

/** Members of a club; `limit` shows only the first few (owners and organizers first). */
export function ClubMemberList({ clubId, limit }: { clubId: string; limit?: number }) {
  const members = useClubMembers(clubId);
  if (members.isPending) return <CardGridSkeleton label="Loading members…" count={limit ?? 6} />;
  if (members.isError) {
    return (
      <QueryErrorState
        title="Couldn’t load the members"
        error={members.error}
        onRetry={() => void members.refetch()}
        isRetrying={members.isFetching}
      />
    );
  }
  if (members.data.length === 0) {
    return (
      <EmptyState icon={Users} title="No members yet">
        This club is waiting for its first members.
      </EmptyState>
    );
  }
  const sorted = sortMembers(members.data);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {(limit ? sorted.slice(0, limit) : sorted).map((member) => (
        <MemberRow key={member.userId} member={member} />
      ))}
    </ul>
  );
}
