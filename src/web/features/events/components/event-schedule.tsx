// An event's schedule in order; debates link to their page inside the event.
import { Link } from 'react-router';
import type { EventActivityView } from '#shared/events/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { eventTimeLabels, viewerTimeZone } from './event-time-zones.ts';

export function EventSchedule({
  activities,
  timeZone,
  currentDebateId,
}: {
  activities: EventActivityView[];
  timeZone: string;
  currentDebateId?: string;
}) {
  if (activities.length === 0) return <p className="mt-3 text-slate-600">The schedule has not been published yet.</p>;
  const viewer = viewerTimeZone();
  return (
    <ol className="mt-3 space-y-3">
      {activities.map((a) => {
        const labels = eventTimeLabels(a.startsAt, a.endsAt, timeZone, viewer);
        const isCurrent = a.debateId !== null && a.debateId === currentDebateId;
        return (
          <li
            key={a.id}
            aria-current={isCurrent ? 'true' : undefined}
            className={`rounded-lg p-3 ring-1 ${isCurrent ? 'bg-brand-50 ring-brand-600' : 'ring-slate-200'}`}
          >
            <p className="text-sm text-slate-700">
              {labels.event}
              {labels.viewer ? <span className="block text-slate-600">{labels.viewer}</span> : null}
            </p>
            <p className="font-medium text-slate-900">
              {a.title} <span className="text-sm font-normal text-slate-600">· {a.kind}</span>
            </p>
            {a.debateId ? (
              a.debateTitle ? (
                <Link className="text-sm font-medium text-brand-700 underline" to={hrefFor('debate-event', { id: a.debateId })}>
                  Debate: {a.debateTitle}
                </Link>
              ) : (
                <p className="text-sm text-slate-600">The debate of this slot was removed.</p>
              )
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
