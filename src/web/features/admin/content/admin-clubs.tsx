// /admin/clubs: every club, public and private, searched as the public list is,
// with the visibility filter and the sort in the URL, a page at a time; each
// row shows the members, waiting requests and owners, links to the club's page
// and its edit page (admins may edit any club), and offers delete with the
// name typed.
import { Pencil, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CLUB_SORTS, ADMIN_CLUB_VISIBILITY, type AdminClubRow } from '#shared/admin/content/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDate } from '#web/components/date-format.ts';
import { withListChanges } from '#web/components/list-params.ts';
import { Pagination } from '#web/components/pagination.tsx';
import { totalText } from '#web/components/pagination-range.ts';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, TD, TH } from '#web/components/ui/data-table.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { notify } from '#web/lib/toast.ts';
import { AdminActionDialog, type AdminActionValues } from '../users/admin-action-dialog.tsx';
import { type AdminClubParams, useAdminClubs, useDeleteAdminClub } from './admin-clubs-api.ts';

const SORT_LABELS: Record<(typeof ADMIN_CLUB_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most members',
  alphabetical: 'Name, A to Z',
};
const VISIBILITY_LABELS: Record<(typeof ADMIN_CLUB_VISIBILITY)[number], string> = {
  public: 'Public (anyone joins)',
  private: 'Private (by approval)',
};

type FilterKey = 'visibility' | 'sort';

function pick<const Values extends readonly string[]>(values: Values, raw: string | null): Values[number] | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as Values[number]) : undefined;
}

/** The list's query from the URL; values the API would refuse are left out. */
export function adminClubParamsOf(search: URLSearchParams): AdminClubParams {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    sort: pick(ADMIN_CLUB_SORTS, search.get('sort')),
    visibility: pick(ADMIN_CLUB_VISIBILITY, search.get('visibility')),
  };
}

export function AdminClubs() {
  const [search, setSearch] = useSearchParams();
  const params = adminClubParamsOf(search);
  const query = useAdminClubs(params);
  const update = (changes: Partial<Record<FilterKey | 'q' | 'page', string | number | undefined>>) =>
    setSearch((prev) => withListChanges(prev, changes));
  const searchForPage = (page: number) => {
    const next = withListChanges(search, { page }).toString();
    return next ? `?${next}` : '';
  };
  const filter = <V extends string>(key: FilterKey, label: string, labels: Readonly<Record<V, string>>, all: string) => (
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
          label="Search clubs"
          placeholder="Name, description or place"
          initialValue={search.get('q') ?? ''}
          activeSearch={params.q}
          onSearch={(q) => update({ q: q || undefined })}
        />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {filter('visibility', 'Joining', VISIBILITY_LABELS, 'Any')}
          {filter('sort', 'Sort', SORT_LABELS, 'Newest first')}
        </div>
      </div>

      {query.isPending ? (
        <LoadingStatus label="Loading clubs…" />
      ) : query.isError ? (
        <QueryErrorState
          title="Clubs could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={UsersRound} title="No clubs match">
          Try another search or fewer filters.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {totalText(query.data.total, query.data.totalCapped)} {query.data.total === 1 ? 'club' : 'clubs'}
          </p>
          <ClubsTable clubs={query.data.items} />
          <Pagination
            page={query.data.page}
            limit={query.data.limit}
            total={query.data.total}
            totalCapped={query.data.totalCapped}
            searchForPage={searchForPage}
            label="Pages of clubs"
          />
        </>
      )}
    </div>
  );
}

function ClubsTable({ clubs }: { clubs: AdminClubRow[] }) {
  return (
    <DataTable
      caption="Clubs on this page"
      head={
        <>
          <th scope="col" className={TH}>
            Club
          </th>
          <th scope="col" className={TH}>
            Joining
          </th>
          <th scope="col" className={TH}>
            Members
          </th>
          <th scope="col" className={TH}>
            Owners
          </th>
          <th scope="col" className={TH}>
            Started
          </th>
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      {clubs.map((club) => (
        <ClubRow key={club.id} club={club} />
      ))}
    </DataTable>
  );
}

function ClubRow({ club }: { club: AdminClubRow }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAdminClub();
  const onDelete = async ({ reason, confirmName }: AdminActionValues) => {
    await remove.mutateAsync({ id: club.id, input: { reason: reason ?? '', confirmName: confirmName ?? '' } });
    setOpen(false);
    notify.success({ title: 'Club deleted' });
  };
  return (
    <tr>
      <td className={TD}>
        <Link to={hrefFor('club', { id: club.id })} className="font-medium text-brand-700 hover:underline">
          {club.name}
        </Link>
        {club.location ? <div className="text-slate-600">{club.location}</div> : null}
      </td>
      <td className={TD}>{club.isPublic ? <Badge>Public</Badge> : <Badge tone="warning">Private</Badge>}</td>
      <td className={`${TD} text-slate-700`}>
        {club.memberCount}
        {club.pendingCount > 0 ? `, ${club.pendingCount} waiting` : ''}
      </td>
      <td className={`${TD} text-slate-700`}>{club.owners.length ? club.owners.join(', ') : 'None'}</td>
      <td className={`${TD} whitespace-nowrap text-slate-700`}>{formatDate(club.createdAt)}</td>
      <td className={TD}>
        <div className="flex flex-wrap justify-end gap-2">
          <Link
            to={hrefFor('club-edit', { id: club.id })}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit<span className="sr-only"> {club.name}</span>
          </Link>
          <AdminActionDialog
            open={open}
            onOpenChange={setOpen}
            trigger={
              <Button variant="ghost" size="sm">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete<span className="sr-only"> {club.name}</span>
              </Button>
            }
            title={`Delete “${club.name}”?`}
            description="The club goes for good, with its memberships, join requests, announcements, logo and comments; its debates and events stay, no longer hosted by a club. Members are not mailed."
            confirmLabel="Delete the club"
            confirmVariant="danger"
            reasonRequired
            nameToType={club.name}
            onConfirm={onDelete}
          />
        </div>
      </td>
    </tr>
  );
}
