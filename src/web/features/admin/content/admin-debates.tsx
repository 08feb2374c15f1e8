// /admin/debates: every debate, found with the public list's search and
// filters (cancelled ones included) kept in the URL, a page at a time; each row
// links to the debate's page and, while it is scheduled, its edit page (admins
// may edit any debate there), and offers cancel (with a reason) and delete
// (with the title typed); featuring on the home page and the admin filter
// (featured, with open reports) are content-row-parts.tsx's.
import { Ban, MessagesSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT_ONLY, type AdminDebateRow } from '#shared/admin/content/contract.ts';
import { DEBATE_LIST_SORTS, DEBATE_LIST_STATES, DEBATE_TYPE_IDS } from '#shared/debates/contract.ts';
import { FORMAT_IDS, FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDateTime } from '#web/components/date-format.ts';
import { labelFor } from '#web/components/labels.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, TD, TH } from '#web/components/ui/data-table.tsx';
import { notify } from '#web/lib/toast.ts';
import { AdminList, type AdminListFilter, pageAndSearchOf, pickParam } from '../admin-list.tsx';
import { AdminActionDialog, type AdminActionValues } from '../users/admin-action-dialog.tsx';
import { type AdminDebateParams, useAdminDebates, useCancelAdminDebate, useDeleteAdminDebate } from './admin-debates-api.ts';
import { FeatureToggle, ONLY_LABELS, RowMarks } from './content-row-parts.tsx';

const SORT_LABELS: Record<(typeof DEBATE_LIST_SORTS)[number], string> = {
  soonest: 'Soonest first',
  newest: 'Latest start first',
  oldest: 'Earliest start first',
  popular: 'Most participants',
  alphabetical: 'Title, A to Z',
};

const STATE_LABELS: Record<(typeof DEBATE_LIST_STATES)[number], string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

const TYPE_LABELS: Record<(typeof DEBATE_TYPE_IDS)[number], string> = {
  quick: 'Quick',
  competitive: 'Competitive',
  practice: 'Practice',
};

const STATUS_BADGES = {
  scheduled: <Badge tone="brand">Scheduled</Badge>,
  live: <Badge tone="success">Live</Badge>,
  finished: <Badge>Finished</Badge>,
  cancelled: <Badge tone="danger">Cancelled</Badge>,
} as const;

/** The list's query from the URL; values the API would refuse are left out. */
export function adminDebateParamsOf(search: URLSearchParams): AdminDebateParams {
  return {
    ...pageAndSearchOf(search),
    sort: pickParam(DEBATE_LIST_SORTS, search.get('sort')),
    state: pickParam(DEBATE_LIST_STATES, search.get('state')),
    format: pickParam(FORMAT_IDS, search.get('format')),
    type: pickParam(DEBATE_TYPE_IDS, search.get('type')),
    only: pickParam(ADMIN_CONTENT_ONLY, search.get('only')),
  };
}

const FILTERS: readonly AdminListFilter[] = [
  { key: 'state', label: 'Status', labels: STATE_LABELS, all: 'Any' },
  { key: 'format', label: 'Format', labels: FORMAT_LABELS, all: 'Any' },
  { key: 'type', label: 'Type', labels: TYPE_LABELS, all: 'Any' },
  { key: 'only', label: 'Show', labels: ONLY_LABELS, all: 'All debates' },
  { key: 'sort', label: 'Sort', labels: SORT_LABELS, all: 'Soonest first' },
];

export function AdminDebates() {
  const [search] = useSearchParams();
  const params = adminDebateParamsOf(search);
  return (
    <AdminList
      search={{ label: 'Search debates', placeholder: 'Title or motion', active: params.q }}
      filters={FILTERS}
      query={useAdminDebates(params)}
      noun={{ one: 'debate', other: 'debates' }}
      emptyIcon={MessagesSquare}
    >
      {(debates) => <DebatesTable debates={debates} />}
    </AdminList>
  );
}

function DebatesTable({ debates }: { debates: AdminDebateRow[] }) {
  return (
    <DataTable
      caption="Debates on this page"
      head={
        <>
          <th scope="col" className={TH}>
            Debate
          </th>
          <th scope="col" className={TH}>
            Status
          </th>
          <th scope="col" className={TH}>
            Starts
          </th>
          <th scope="col" className={TH}>
            Participants
          </th>
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      {debates.map((debate) => (
        <DebateRow key={debate.id} debate={debate} />
      ))}
    </DataTable>
  );
}

function DebateRow({ debate }: { debate: AdminDebateRow }) {
  const [open, setOpen] = useState<'cancel' | 'delete' | null>(null);
  const cancel = useCancelAdminDebate();
  const remove = useDeleteAdminDebate();
  const dialog = (id: 'cancel' | 'delete') => ({
    open: open === id,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? id : null),
  });
  const onCancel = async ({ reason }: AdminActionValues) => {
    await cancel.mutateAsync({ id: debate.id, input: { reason: reason ?? '' } });
    setOpen(null);
    notify.success({ title: 'Debate cancelled' });
  };
  const onDelete = async ({ reason, confirmName }: AdminActionValues) => {
    await remove.mutateAsync({ id: debate.id, input: { reason: reason ?? '', confirmTitle: confirmName ?? '' } });
    setOpen(null);
    notify.success({ title: 'Debate deleted' });
  };
  const cancellable = debate.status === 'scheduled' || debate.status === 'live';
  return (
    <tr>
      <td className={TD}>
        <Link to={hrefFor('debate', { id: debate.id })} className="font-medium text-brand-700 hover:underline">
          {debate.title}
        </Link>
        <div className="text-slate-600">
          {labelFor(FORMAT_LABELS, debate.format)} · {labelFor(TYPE_LABELS, debate.debateType)}
        </div>
        <RowMarks featuredAt={debate.featuredAt} openReports={debate.openReports} />
      </td>
      <td className={TD}>{STATUS_BADGES[debate.status]}</td>
      <td className={`${TD} whitespace-nowrap text-slate-700`}>{formatDateTime(debate.startsAt)}</td>
      <td className={`${TD} text-slate-700`}>
        {debate.participantCount} ({debate.speakerCount} of {debate.maxParticipants} speaking)
      </td>
      <td className={TD}>
        <div className="flex flex-wrap justify-end gap-2">
          {debate.status === 'scheduled' ? (
            <Link
              to={hrefFor('debate-edit', { id: debate.id })}
              className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit<span className="sr-only"> {debate.title}</span>
            </Link>
          ) : null}
          <FeatureToggle
            kind="debate"
            id={debate.id}
            name={debate.title}
            featured={debate.featuredAt !== null}
            canFeature={debate.status !== 'cancelled'}
          />
          {cancellable ? (
            <AdminActionDialog
              {...dialog('cancel')}
              trigger={
                <Button variant="secondary" size="sm">
                  <Ban aria-hidden="true" className="h-4 w-4" />
                  Cancel<span className="sr-only"> {debate.title}</span>
                </Button>
              }
              title={`Cancel “${debate.title}”?`}
              description={`The debate shows as cancelled and takes no one new; the ${debate.participantCount === 1 ? 'participant’s' : 'participants’'} pending reminders are withdrawn. It cannot be undone.`}
              confirmLabel="Cancel the debate"
              confirmVariant="danger"
              reasonRequired
              onConfirm={onCancel}
            />
          ) : null}
          <AdminActionDialog
            {...dialog('delete')}
            trigger={
              <Button variant="ghost" size="sm">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete<span className="sr-only"> {debate.title}</span>
              </Button>
            }
            title={`Delete “${debate.title}”?`}
            description="The debate goes for good, with its participants, judge assignments, ballots, live room and comments, and its pending mails are withdrawn. A debate with a confirmed result cannot be deleted: cancel it instead."
            confirmLabel="Delete the debate"
            confirmVariant="danger"
            reasonRequired
            nameToType={debate.title}
            onConfirm={onDelete}
          />
        </div>
      </td>
    </tr>
  );
}
