// /admin/users: members found by any part of their name or address, with the
// role, judge, verified and banned filters and the sort in the URL (a view can
// be shared between admins), a page at a time.
import { Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_USER_SORTS, type AdminUserRow, JUDGE_STATUSES, PLATFORM_ROLES } from '#shared/admin/users/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDate } from '#web/components/date-format.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { AdminList, type AdminListFilter, pageAndSearchOf, pickParam } from '../admin-list.tsx';
import { type AdminUserParams, useAdminUsers } from './admin-users-api.ts';

const SORT_LABELS: Record<(typeof ADMIN_USER_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name, A to Z',
  'last-active': 'Recently active',
};

const ROLE_LABELS: Record<(typeof PLATFORM_ROLES)[number], string> = { user: 'Members', admin: 'Admins' };
const JUDGE_LABELS: Record<(typeof JUDGE_STATUSES)[number], string> = {
  judge: 'Judges',
  pending: 'Applied to judge',
  none: 'Not judges',
};

/** The status filter in the URL, and what it asks the API for. */
const STATUS_LABELS = { active: 'Not banned', banned: 'Banned', deleted: 'Deleted accounts' } as const;

/** The list's query from the URL; values the API would refuse are left out. */
export function adminUserParamsOf(search: URLSearchParams): AdminUserParams {
  return {
    ...pageAndSearchOf(search),
    sort: pickParam(ADMIN_USER_SORTS, search.get('sort')),
    role: pickParam(PLATFORM_ROLES, search.get('role')),
    judge: pickParam(JUDGE_STATUSES, search.get('judge')),
    verified: pickParam(['yes', 'no'] as const, search.get('verified')),
    ...statusQuery(pickParam(['active', 'banned', 'deleted'] as const, search.get('status'))),
  };
}

function statusQuery(status: keyof typeof STATUS_LABELS | undefined): AdminUserParams {
  if (status === 'banned') return { banned: 'yes' };
  if (status === 'active') return { banned: 'no' };
  if (status === 'deleted') return { deleted: 'yes' };
  return {};
}

const FILTERS: readonly AdminListFilter[] = [
  { key: 'role', label: 'Role', labels: ROLE_LABELS, all: 'Everyone' },
  { key: 'judge', label: 'Judging', labels: JUDGE_LABELS, all: 'Any' },
  { key: 'verified', label: 'Address', labels: { yes: 'Verified', no: 'Not verified' }, all: 'Any' },
  { key: 'status', label: 'Status', labels: STATUS_LABELS, all: 'Any' },
  { key: 'sort', label: 'Sort', labels: SORT_LABELS, all: 'Newest first' },
];

export function AdminUsers() {
  const [search] = useSearchParams();
  const params = adminUserParamsOf(search);
  return (
    <AdminList
      search={{ label: 'Search members', placeholder: 'Name or e-mail address', active: params.q }}
      filters={FILTERS}
      query={useAdminUsers(params)}
      noun={{ one: 'member', other: 'members' }}
      emptyIcon={Users}
    >
      {(users) => <UsersTable users={users} />}
    </AdminList>
  );
}

function UsersTable({ users }: { users: AdminUserRow[] }) {
  return (
    // Focusable so keyboard users can scroll a table wider than a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section tabIndex={0} aria-label="Members" className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Member
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Joined
            </th>
            <th scope="col" className="px-4 py-3">
              Last active
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="px-4 py-3">
                <Link to={hrefFor('admin-user', { id: user.id })} className="font-medium text-brand-700 hover:underline">
                  {user.name}
                </Link>
                <div className="text-slate-600">{user.email}</div>
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  {user.role === 'admin' ? <Badge tone="brand">Admin</Badge> : <Badge>Member</Badge>}
                  {user.judge === 'judge' ? <Badge tone="success">Judge</Badge> : null}
                  {user.judge === 'pending' ? <Badge tone="warning">Applied to judge</Badge> : null}
                </div>
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  {user.deletedAt ? <Badge>Deleted</Badge> : null}
                  {user.banned ? <Badge tone="danger">Banned</Badge> : null}
                  {user.emailVerified || user.deletedAt ? null : <Badge tone="warning">Not verified</Badge>}
                  {!user.banned && user.emailVerified ? <span className="text-slate-600">Active</span> : null}
                </div>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(user.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {user.lastActiveAt ? formatDate(user.lastActiveAt) : 'Not signed in'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
