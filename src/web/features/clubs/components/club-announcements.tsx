// The club's recent announcements, for its members.
import { useId } from 'react';
import { DateTime } from '#web/components/date-time.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useClubAnnouncements } from '../api/list-club-announcements.ts';
import { announcementPriorityLabel } from './club-labels.ts';

export function ClubAnnouncements({ clubId }: { clubId: string }) {
  const headingId = useId();
  const announcements = useClubAnnouncements(clubId);
  const items = announcements.data ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Announcements
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {announcements.isPending ? 'Loading announcements…' : 'No announcements yet.'}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((a) => (
            <li key={a.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{a.title}</h3>
                {a.priority !== 'normal' ? (
                  <Badge tone={a.priority === 'urgent' ? 'danger' : 'brand'}>{announcementPriorityLabel(a.priority)}</Badge>
                ) : null}
              </div>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{a.content}</p>
              <p className="mt-2 text-xs text-slate-600">
                <DateTime value={a.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
