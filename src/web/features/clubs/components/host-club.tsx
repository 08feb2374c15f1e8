// The club behind something else (an event), as a small linked card. It stays
// silent while loading and when the club is gone or private: the page it sits on
// is still complete without it.
import { useId } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { InitialsAvatar } from '#web/components/avatar.tsx';
import { pluralize } from '#web/components/labels.ts';
import { useClub } from '../api/get-club.ts';
import { meetingFrequencyLabel } from './club-labels.ts';

export function HostClub({ clubId, heading = 'Hosted by' }: { clubId: string; heading?: string }) {
  const headingId = useId();
  const club = useClub(clubId);
  if (!club.data) return null;
  const { name, location, meetingFrequency, memberCount } = club.data;
  const facts = [location, meetingFrequencyLabel(meetingFrequency), pluralize(memberCount, 'member', 'members')].filter(Boolean);
  return (
    <section
      aria-labelledby={headingId}
      className="relative rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-200"
    >
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {heading}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <InitialsAvatar name={name} size="lg" />
        <div className="min-w-0">
          <Link
            to={hrefFor('club', { id: club.data.id })}
            className="font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
          >
            {name}
          </Link>
          <p className="text-sm text-slate-600">{facts.join(' · ')}</p>
        </div>
      </div>
    </section>
  );
}
