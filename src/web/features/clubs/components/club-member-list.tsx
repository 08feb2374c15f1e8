// A club's members with their roles. Names link to public profiles. With
// `canChangeRoles` (owners, admins), each member gets a role picker and a
// remove button — never for the viewer themselves, never demoting the last owner.
import { Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ClubRole } from '#shared/clubs/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { InitialsAvatar } from '#web/components/avatar.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { CardGridSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useClubMembers } from '../api/list-club-members.ts';
import { useChangeClubMemberRole } from '../api/change-club-member-role.ts';
import { useRemoveClubMember } from '../api/remove-club-member.ts';
import type { ClubMember } from '../types.ts';
import { memberRoleLabel, sortMembers } from './club-labels.ts';
import { canRemoveMember, countOwners, roleChoices } from './club-rules.ts';

function showFailure(title: string, error: unknown) {
  if (error instanceof ApiRequestError && error.status < 500) notify.error({ title, description: error.message });
  else notifyError(error);
}

function MemberControls({ clubId, member, ownerCount }: { clubId: string; member: ClubMember; ownerCount: number }) {
  const selectId = useId();
  const session = useSession();
  const viewerId = session.status === 'authenticated' ? session.user.id : null;
  const changeRole = useChangeClubMemberRole(clubId);
  const remove = useRemoveClubMember(clubId);
  const name = member.name;
  const choices = member.userId === viewerId && ownerCount <= 1 ? [] : roleChoices(member, ownerCount);
  const removable = canRemoveMember(member, viewerId, ownerCount);
  if (choices.length === 0 && !removable) return null;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      {choices.length ? (
        <div>
          <label htmlFor={selectId} className="block text-xs font-medium text-slate-700">
            Role of {name}
          </label>
          <select
            id={selectId}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={async (event) => {
              const role = event.target.value as ClubRole;
              try {
                await changeRole.mutateAsync({ userId: member.userId, role });
                notify.success({ title: `${name} is now ${memberRoleLabel(role).toLowerCase()}` });
              } catch (error) {
                showFailure('Role not changed', error);
              }
            }}
            className="mt-1 h-9 rounded-lg border border-slate-300 bg-white pr-8 pl-2 text-sm text-slate-900"
          >
            {[member.role, ...choices].map((role) => (
              <option key={role} value={role}>
                {memberRoleLabel(role)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {removable ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={remove.isPending}
          aria-label={`Remove ${name}`}
          onClick={async () => {
            if (!window.confirm(`Remove ${name} from the club?`)) return;
            try {
              await remove.mutateAsync(member.userId);
              notify.success({ title: `${name} was removed` });
            } catch (error) {
              showFailure('Not removed', error);
            }
          }}
        >
          Remove
        </Button>
      ) : null}
    </div>
  );
}

function MemberRow({ member, controls }: { member: ClubMember; controls?: React.ReactNode }) {
  // The server names people by the one rule (src/shared/accounts/display-name.ts).
  const name = member.name;
  return (
    <li className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <InitialsAvatar name={name} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={hrefFor('user', { userId: member.userId })}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {name}
          </Link>
          <Badge tone={member.role === 'member' ? 'neutral' : 'brand'}>{memberRoleLabel(member.role)}</Badge>
        </div>
        {member.username && member.username !== name ? (
          <p className="truncate text-sm text-slate-600">@{member.username}</p>
        ) : null}
        <p className="text-sm text-slate-600">
          Joined <DateTime value={member.joinedAt} dateOnly />
        </p>
        {controls}
      </div>
    </li>
  );
}

/** Members of a club; `limit` shows only the first few (owners and officers first). */
export function ClubMemberList({
  clubId,
  limit,
  canChangeRoles = false,
}: {
  clubId: string;
  limit?: number;
  canChangeRoles?: boolean;
}) {
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
  const ownerCount = countOwners(members.data);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {(limit ? sorted.slice(0, limit) : sorted).map((member) => (
        <MemberRow
          key={member.userId}
          member={member}
          controls={canChangeRoles ? <MemberControls clubId={clubId} member={member} ownerCount={ownerCount} /> : undefined}
        />
      ))}
    </ul>
  );
}
