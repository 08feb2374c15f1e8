// /admin/debates: every debate, found with the public list's search and
// filters (cancelled ones included) kept in the URL, a page at a time; each row
// links to the debate's page and, while it is scheduled, its edit page (admins
// may edit any debate there), and offers cancel (with a reason) and delete
// (with the title typed).
import { Ban, MessagesSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEBATE_LIST_SORTS, DEBATE_LIST_STATES, DEBATE_TYPE_IDS, type DebateSummaryView } from '#shared/debates/contract.ts';
import { FORMAT_IDS, FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDateTime } from '#web/components/date-format.ts';
import { labelFor } from '#web/components/labels.ts';
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
import { type AdminDebateParams, useAdminDebates, useCancelAdminDebate, useDeleteAdminDebate } from './admin-debates-api.ts';

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

type FilterKey = 'state' | 'format' | 'type' | 'sort';

function pick<const Values extends readonly string[]>(values: Values, raw: string | null): Values[number] | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as Values[number]) : undefined;
}

/** The list's query from the URL; values the API would refuse are left out. */
export function adminDebateParamsOf(search: URLSearchParams): AdminDebateParams {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    sort: pick(DEBATE_LIST_SORTS, search.get('sort')),
    state: pick(DEBATE_LIST_STATES, search.get('state')),
    format: pick(FORMAT_IDS, search.get('format')),
    type: pick(DEBATE_TYPE_IDS, search.get('type')),
  };
}

export function AdminDebates() {
  const [search, setSearch] = useSearchParams();
  const params = adminDebateParamsOf(search);
  const query = useAdminDebates(params);
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
          label="Search debates"
          placeholder="Title or motion"
          initialValue={search.get('q') ?? ''}
          activeSearch={params.q}
          onSearch={(q) => update({ q: q || undefined })}
        />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {filter('state', 'Status', STATE_LABELS, 'Any')}
          {filter('format', 'Format', FORMAT_LABELS, 'Any')}
          {filter('type', 'Type', TYPE_LABELS, 'Any')}
          {filter('sort', 'Sort', SORT_LABELS, 'Soonest first')}
        </div>
      </div>

      {query.isPending ? (
        <LoadingStatus label="Loading debates…" />
      ) : query.isError ? (
        <QueryErrorState
          title="Debates could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={MessagesSquare} title="No debates match">
          Try another search or fewer filters.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {totalText(query.data.total, query.data.totalCapped)} {query.data.total === 1 ? 'debate' : 'debates'}
          </p>
          <DebatesTable debates={query.data.items} />
          <Pagination
            page={query.data.page}
            limit={query.data.limit}
            total={query.data.total}
            totalCapped={query.data.totalCapped}
            searchForPage={searchForPage}
            label="Pages of debates"
          />
        </>
      )}
    </div>
  );
}

function DebatesTable({ debates }: { debates: DebateSummaryView[] }) {
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

function DebateRow({ debate }: { debate: DebateSummaryView }) {
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
