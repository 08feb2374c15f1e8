// /admin/events: every event, past and cancelled ones included, searched as the
// public list is and filtered by status, time and venue in the URL, a page at a
// time; each row links to the event's page and, while it is ahead and not
// cancelled, its edit page (admins organize every event), and offers cancel
// (with a reason; everyone going gets the cancellation mail) and delete.
import { Ban, CalendarRange, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_EVENT_SORTS, ADMIN_EVENT_WHEN } from '#shared/admin/content/contract.ts';
import { EVENT_STATUSES, EVENT_VENUE_TYPES, type EventSummaryView } from '#shared/events/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDateTimeRange } from '#web/components/date-format.ts';
import { placeLabel, VENUE_TYPE_LABELS } from '#web/components/labels.ts';
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
import { type AdminEventParams, useAdminEvents, useCancelAdminEvent, useDeleteAdminEvent } from './admin-events-api.ts';

const SORT_LABELS: Record<(typeof ADMIN_EVENT_SORTS)[number], string> = {
  soonest: 'Soonest first',
  newest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most attendees',
  alphabetical: 'Title, A to Z',
};
const STATUS_LABELS: Record<(typeof EVENT_STATUSES)[number], string> = { scheduled: 'Scheduled', cancelled: 'Cancelled' };
const WHEN_LABELS: Record<(typeof ADMIN_EVENT_WHEN)[number], string> = { upcoming: 'Not over yet', past: 'Over' };

type FilterKey = 'status' | 'when' | 'venue' | 'sort';

function pick<const Values extends readonly string[]>(values: Values, raw: string | null): Values[number] | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as Values[number]) : undefined;
}

/** The list's query from the URL; values the API would refuse are left out. */
export function adminEventParamsOf(search: URLSearchParams): AdminEventParams {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    sort: pick(ADMIN_EVENT_SORTS, search.get('sort')),
    status: pick(EVENT_STATUSES, search.get('status')),
    when: pick(ADMIN_EVENT_WHEN, search.get('when')),
    venue: pick(EVENT_VENUE_TYPES, search.get('venue')),
  };
}

export function AdminEvents() {
  const [search, setSearch] = useSearchParams();
  const params = adminEventParamsOf(search);
  const query = useAdminEvents(params);
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
          label="Search events"
          placeholder="Title, description or place"
          initialValue={search.get('q') ?? ''}
          activeSearch={params.q}
          onSearch={(q) => update({ q: q || undefined })}
        />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {filter('status', 'Status', STATUS_LABELS, 'Any')}
          {filter('when', 'When', WHEN_LABELS, 'Any time')}
          {filter('venue', 'Venue', VENUE_TYPE_LABELS, 'Any')}
          {filter('sort', 'Sort', SORT_LABELS, 'Soonest first')}
        </div>
      </div>

      {query.isPending ? (
        <LoadingStatus label="Loading events…" />
      ) : query.isError ? (
        <QueryErrorState
          title="Events could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={CalendarRange} title="No events match">
          Try another search or fewer filters.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {totalText(query.data.total, query.data.totalCapped)} {query.data.total === 1 ? 'event' : 'events'}
          </p>
          <EventsTable events={query.data.items} />
          <Pagination
            page={query.data.page}
            limit={query.data.limit}
            total={query.data.total}
            totalCapped={query.data.totalCapped}
            searchForPage={searchForPage}
            label="Pages of events"
          />
        </>
      )}
    </div>
  );
}

function EventsTable({ events }: { events: EventSummaryView[] }) {
  return (
    <DataTable
      caption="Events on this page"
      head={
        <>
          <th scope="col" className={TH}>
            Event
          </th>
          <th scope="col" className={TH}>
            Status
          </th>
          <th scope="col" className={TH}>
            When
          </th>
          <th scope="col" className={TH}>
            Going
          </th>
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      {events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </DataTable>
  );
}

function EventRow({ event }: { event: EventSummaryView }) {
  const [open, setOpen] = useState<'cancel' | 'delete' | null>(null);
  const cancel = useCancelAdminEvent();
  const remove = useDeleteAdminEvent();
  const dialog = (id: 'cancel' | 'delete') => ({
    open: open === id,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? id : null),
  });
  const onCancel = async ({ reason }: AdminActionValues) => {
    await cancel.mutateAsync({ id: event.id, input: { reason: reason ?? '' } });
    setOpen(null);
    notify.success({ title: 'Event cancelled' });
  };
  const onDelete = async ({ reason, confirmName }: AdminActionValues) => {
    await remove.mutateAsync({ id: event.id, input: { reason: reason ?? '', confirmTitle: confirmName ?? '' } });
    setOpen(null);
    notify.success({ title: 'Event deleted' });
  };
  const over = new Date(event.dateEnd).getTime() < Date.now();
  const going = event.attendeeCount + event.waitlistCount;
  return (
    <tr>
      <td className={TD}>
        <Link to={hrefFor('event', { id: event.id })} className="font-medium text-brand-700 hover:underline">
          {event.title}
        </Link>
        <div className="text-slate-600">{placeLabel(event.location, event.venueType)}</div>
      </td>
      <td className={TD}>
        {event.status === 'cancelled' ? (
          <Badge tone="danger">Cancelled</Badge>
        ) : over ? (
          <Badge>Over</Badge>
        ) : (
          <Badge tone="brand">Scheduled</Badge>
        )}
      </td>
      <td className={`${TD} text-slate-700`}>{formatDateTimeRange(event.dateStart, event.dateEnd)}</td>
      <td className={`${TD} text-slate-700`}>
        {event.attendeeCount}
        {event.capacity === null ? '' : ` of ${event.capacity}`}
        {event.waitlistCount > 0 ? `, ${event.waitlistCount} waiting` : ''}
      </td>
      <td className={TD}>
        <div className="flex flex-wrap justify-end gap-2">
          {event.status === 'scheduled' && !over ? (
            <>
              <Link
                to={hrefFor('event-edit', { id: event.id })}
                className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit<span className="sr-only"> {event.title}</span>
              </Link>
              <AdminActionDialog
                {...dialog('cancel')}
                trigger={
                  <Button variant="secondary" size="sm">
                    <Ban aria-hidden="true" className="h-4 w-4" />
                    Cancel<span className="sr-only"> {event.title}</span>
                  </Button>
                }
                title={`Cancel “${event.title}”?`}
                description={`The event shows as cancelled and takes no more RSVPs. ${
                  going === 1 ? 'The 1 person going or waitlisted gets' : `The ${going} people going or waitlisted get`
                } the cancellation e-mail. It cannot be undone.`}
                confirmLabel="Cancel the event"
                confirmVariant="danger"
                reasonRequired
                onConfirm={onCancel}
              />
            </>
          ) : null}
          <AdminActionDialog
            {...dialog('delete')}
            trigger={
              <Button variant="ghost" size="sm">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete<span className="sr-only"> {event.title}</span>
              </Button>
            }
            title={`Delete “${event.title}”?`}
            description="The event goes for good, with its activities, RSVPs, invitations and comments; its debates stay, no longer part of an event. An event people are still going to must be cancelled first, so they are told."
            confirmLabel="Delete the event"
            confirmVariant="danger"
            reasonRequired
            nameToType={event.title}
            onConfirm={onDelete}
          />
        </div>
      </td>
    </tr>
  );
}
