// /admin/users: members found by any part of their name or address, with the
// role, judge, verified and banned filters and the sort in the URL (a view can
// be shared between admins), a page at a time.
import { Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_USER_SORTS, type AdminUserRow, JUDGE_STATUSES, PLATFORM_ROLES } from '#shared/admin/users/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDate } from '#web/components/date-format.ts';
import { withListChanges } from '#web/components/list-params.ts';
import { Pagination } from '#web/components/pagination.tsx';
import { totalText } from '#web/components/pagination-range.ts';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
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

type FilterKey = 'role' | 'judge' | 'verified' | 'status' | 'sort';

/** The status filter in the URL, and what it asks the API for. */
const STATUS_LABELS = { active: 'Not banned', banned: 'Banned', deleted: 'Deleted accounts' } as const;

function pick<const Values extends readonly string[]>(values: Values, raw: string | null): Values[number] | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as Values[number]) : undefined;
}

/** The list's query from the URL; values the API would refuse are left out. */
export function adminUserParamsOf(search: URLSearchParams): AdminUserParams {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    sort: pick(ADMIN_USER_SORTS, search.get('sort')),
    role: pick(PLATFORM_ROLES, search.get('role')),
    judge: pick(JUDGE_STATUSES, search.get('judge')),
    verified: pick(['yes', 'no'] as const, search.get('verified')),
    ...statusQuery(pick(['active', 'banned', 'deleted'] as const, search.get('status'))),
  };
}

function statusQuery(status: keyof typeof STATUS_LABELS | undefined): AdminUserParams {
  if (status === 'banned') return { banned: 'yes' };
  if (status === 'active') return { banned: 'no' };
  if (status === 'deleted') return { deleted: 'yes' };
  return {};
}

export function AdminUsers() {
  const [search, setSearch] = useSearchParams();
  const params = adminUserParamsOf(search);
  const query = useAdminUsers(params);
  const update = (changes: Partial<Record<FilterKey | 'q' | 'page', string | number | undefined>>) =>
    setSearch((prev) => withListChanges(prev, changes));
  const searchForPage = (page: number) => {
    const next = withListChanges(search, { page }).toString();
    return next ? `?${next}` : '';
  };
  const filter = <V extends string>(key: FilterKey, label: string, labels: Record<V, string>, all: string) => (
    <SelectField
      label={label}
      value={(search.get(key) ?? '') as V | ''}
      options={[
        { value: '' as const, label: all },
        ...Object.entries<string>(labels).map(([value, text]) => ({ value: value as V, label: text })),
      ]}
      onChange={(value) => update({ [key]: value || undefined })}
    />
  );

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <SearchBox
          label="Search members"
          placeholder="Name or e-mail address"
          initialValue={search.get('q') ?? ''}
          activeSearch={params.q}
          onSearch={(q) => update({ q: q || undefined })}
        />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {filter('role', 'Role', ROLE_LABELS, 'Everyone')}
          {filter('judge', 'Judging', JUDGE_LABELS, 'Any')}
          {filter('verified', 'Address', { yes: 'Verified', no: 'Not verified' }, 'Any')}
          {filter('status', 'Status', STATUS_LABELS, 'Any')}
          {filter('sort', 'Sort', SORT_LABELS, 'Newest first')}
        </div>
      </div>

      {query.isPending ? (
        <LoadingStatus label="Loading members…" />
      ) : query.isError ? (
        <QueryErrorState
          title="Members could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={Users} title="No members match">
          Try another search or fewer filters.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {totalText(query.data.total, query.data.totalCapped)} {query.data.total === 1 ? 'member' : 'members'}
          </p>
          <UsersTable users={query.data.items} />
          <Pagination
            page={query.data.page}
            limit={query.data.limit}
            total={query.data.total}
            totalCapped={query.data.totalCapped}
            searchForPage={searchForPage}
            label="Pages of members"
          />
        </>
      )}
    </div>
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
