import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { calendarTile } from '#web/components/date-format.ts';
import { DateTimeRange } from '#web/components/date-time.tsx';
import { venueTypeLabel } from '#web/components/labels.ts';
import { MetaList } from '#web/components/meta-list.tsx';
import { useRichTextExcerpt } from '#web/components/rich-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { venueTypeIcon } from '#web/components/venue-icon.ts';
import type { Event } from '../types.ts';
import { EVENT_TIMING_BADGES, eventTiming } from './event-timing.ts';

/** An event in a list, with a calendar tile of its first day; the whole card links to the event. */
export function EventCard({ event }: { event: Event }) {
  const tile = calendarTile(event.dateStart);
  const timing = EVENT_TIMING_BADGES[eventTiming(event)];
  const excerpt = useRichTextExcerpt(event.description);
  return (
    <article className="relative flex w-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-200 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <div className="flex items-start gap-4">
        <div
          aria-hidden="true"
          className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-50 text-brand-800 ring-1 ring-brand-100"
        >
          <span className="text-xs font-semibold uppercase">{tile.month}</span>
          <span className="text-2xl leading-none font-bold">{tile.day}</span>
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <Badge tone={timing.tone}>{timing.label}</Badge>
            <Badge>{venueTypeLabel(event.venueType)}</Badge>
          </div>
          <h2 className="mt-2 text-lg leading-snug font-semibold text-slate-900">
            <Link
              to={hrefFor('event', { id: event.id })}
              className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
            >
              {event.title}
            </Link>
          </h2>
        </div>
      </div>
      {excerpt ? <p className="mt-3 line-clamp-2 text-sm text-slate-600">{excerpt}</p> : null}
      <div className="mt-auto pt-4">
        <MetaList
          className="border-t border-slate-100 pt-4"
          items={[
            { label: 'When', icon: CalendarDays, value: <DateTimeRange start={event.dateStart} end={event.dateEnd} /> },
            {
              label: 'Where',
              icon: event.location ? MapPin : venueTypeIcon(event.venueType),
              value: event.location ?? venueTypeLabel(event.venueType),
            },
          ]}
        />
      </div>
    </article>
  );
}
