// /admin/clubs: every club, public and private, searched as the public list is,
// with the visibility filter and the sort in the URL, a page at a time; each
// row shows the members, waiting requests and owners, links to the club's page
// and its edit page (admins may edit any club), and offers delete with the
// name typed; featuring on the home page and the admin filter (featured, with
// open reports) are content-row-parts.tsx's.
import { Pencil, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_CLUB_SORTS,
  ADMIN_CLUB_VISIBILITY,
  ADMIN_CONTENT_ONLY,
  type AdminClubRow,
} from '#shared/admin/content/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDate } from '#web/components/date-format.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, TD, TH } from '#web/components/ui/data-table.tsx';
import { notify } from '#web/lib/toast.ts';
import { AdminList, type AdminListFilter, pageAndSearchOf, pickParam } from '../admin-list.tsx';
import { AdminActionDialog, type AdminActionValues } from '../users/admin-action-dialog.tsx';
import { type AdminClubParams, useAdminClubs, useDeleteAdminClub } from './admin-clubs-api.ts';
import { FeatureToggle, ONLY_LABELS, RowMarks } from './content-row-parts.tsx';

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

/** The list's query from the URL; values the API would refuse are left out. */
export function adminClubParamsOf(search: URLSearchParams): AdminClubParams {
  return {
    ...pageAndSearchOf(search),
    sort: pickParam(ADMIN_CLUB_SORTS, search.get('sort')),
    visibility: pickParam(ADMIN_CLUB_VISIBILITY, search.get('visibility')),
    only: pickParam(ADMIN_CONTENT_ONLY, search.get('only')),
  };
}

const FILTERS: readonly AdminListFilter[] = [
  { key: 'visibility', label: 'Joining', labels: VISIBILITY_LABELS, all: 'Any' },
  { key: 'only', label: 'Show', labels: ONLY_LABELS, all: 'All clubs' },
  { key: 'sort', label: 'Sort', labels: SORT_LABELS, all: 'Newest first' },
];

export function AdminClubs() {
  const [search] = useSearchParams();
  const params = adminClubParamsOf(search);
  return (
    <AdminList
      search={{ label: 'Search clubs', placeholder: 'Name, description or place', active: params.q }}
      filters={FILTERS}
      query={useAdminClubs(params)}
      noun={{ one: 'club', other: 'clubs' }}
      emptyIcon={UsersRound}
    >
      {(clubs) => <ClubsTable clubs={clubs} />}
    </AdminList>
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
        <RowMarks featuredAt={club.featuredAt} openReports={club.openReports} />
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
          <FeatureToggle
            kind="club"
            id={club.id}
            name={club.name}
            featured={club.featuredAt !== null}
            canFeature={club.isPublic}
          />
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
