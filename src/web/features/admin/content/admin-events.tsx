// /admin/events: every event, past and cancelled ones included, searched as the
// public list is and filtered by status, time and venue in the URL, a page at a
// time; each row links to the event's page and, while it is ahead and not
// cancelled, its edit page (admins organize every event), and offers cancel
// (with a reason; everyone going gets the cancellation mail) and delete;
// featuring on the home page and the admin filter (featured, with open
// reports) are content-row-parts.tsx's.
import { Ban, CalendarRange, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT_ONLY, ADMIN_EVENT_SORTS, ADMIN_EVENT_WHEN, type AdminEventRow } from '#shared/admin/content/contract.ts';
import { EVENT_STATUSES, EVENT_VENUE_TYPES } from '#shared/events/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDateTimeRange } from '#web/components/date-format.ts';
import { placeLabel, VENUE_TYPE_LABELS } from '#web/components/labels.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, TD, TH } from '#web/components/ui/data-table.tsx';
import { notify } from '#web/lib/toast.ts';
import { AdminList, type AdminListFilter, pageAndSearchOf, pickParam } from '../admin-list.tsx';
import { AdminActionDialog, type AdminActionValues } from '../users/admin-action-dialog.tsx';
import { type AdminEventParams, useAdminEvents, useCancelAdminEvent, useDeleteAdminEvent } from './admin-events-api.ts';
import { FeatureToggle, ONLY_LABELS, RowMarks } from './content-row-parts.tsx';

const SORT_LABELS: Record<(typeof ADMIN_EVENT_SORTS)[number], string> = {
  soonest: 'Soonest first',
  newest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most attendees',
  alphabetical: 'Title, A to Z',
};
const STATUS_LABELS: Record<(typeof EVENT_STATUSES)[number], string> = { scheduled: 'Scheduled', cancelled: 'Cancelled' };
const WHEN_LABELS: Record<(typeof ADMIN_EVENT_WHEN)[number], string> = { upcoming: 'Not over yet', past: 'Over' };

/** The list's query from the URL; values the API would refuse are left out. */
export function adminEventParamsOf(search: URLSearchParams): AdminEventParams {
  return {
    ...pageAndSearchOf(search),
    sort: pickParam(ADMIN_EVENT_SORTS, search.get('sort')),
    status: pickParam(EVENT_STATUSES, search.get('status')),
    when: pickParam(ADMIN_EVENT_WHEN, search.get('when')),
    venue: pickParam(EVENT_VENUE_TYPES, search.get('venue')),
    only: pickParam(ADMIN_CONTENT_ONLY, search.get('only')),
  };
}

const FILTERS: readonly AdminListFilter[] = [
  { key: 'status', label: 'Status', labels: STATUS_LABELS, all: 'Any' },
  { key: 'when', label: 'When', labels: WHEN_LABELS, all: 'Any time' },
  { key: 'venue', label: 'Venue', labels: VENUE_TYPE_LABELS, all: 'Any' },
  { key: 'only', label: 'Show', labels: ONLY_LABELS, all: 'All events' },
  { key: 'sort', label: 'Sort', labels: SORT_LABELS, all: 'Soonest first' },
];

export function AdminEvents() {
  const [search] = useSearchParams();
  const params = adminEventParamsOf(search);
  return (
    <AdminList
      search={{ label: 'Search events', placeholder: 'Title, description or place', active: params.q }}
      filters={FILTERS}
      query={useAdminEvents(params)}
      noun={{ one: 'event', other: 'events' }}
      emptyIcon={CalendarRange}
    >
      {(events) => <EventsTable events={events} />}
    </AdminList>
  );
}

function EventsTable({ events }: { events: AdminEventRow[] }) {
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

function EventRow({ event }: { event: AdminEventRow }) {
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
        <RowMarks featuredAt={event.featuredAt} openReports={event.openReports} />
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
          <FeatureToggle
            kind="event"
            id={event.id}
            name={event.title}
            featured={event.featuredAt !== null}
            canFeature={event.status === 'scheduled' && !over}
          />
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
