import { MapPin, Repeat, Users } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { pluralize } from '#web/components/labels.ts';
import { MetaList, type MetaItem } from '#web/components/meta-list.tsx';
import { useRichTextExcerpt } from '#web/components/rich-text.tsx';
import type { Club } from '../types.ts';
import { meetingFrequencyLabel } from './club-labels.ts';
import { ClubLogo } from './club-logo.tsx';

/** A club in a list; the name links to the club and the whole card is its target. */
export function ClubCard({ club }: { club: Club }) {
  const excerpt = useRichTextExcerpt(club.description);
  const frequency = meetingFrequencyLabel(club.meetingFrequency);
  const meta: MetaItem[] = [];
  if (club.location) meta.push({ label: 'Location', icon: MapPin, value: club.location });
  if (frequency) meta.push({ label: 'Meetings', icon: Repeat, value: frequency });
  meta.push({ label: 'Members', icon: Users, value: pluralize(club.memberCount, 'member', 'members') });

  return (
    <article className="relative flex w-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-200 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <div className="flex items-center gap-3">
        <ClubLogo name={club.name} logoUrl={club.logoUrl} />
        <h2 className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900">
          <Link
            to={hrefFor('club', { id: club.id })}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
          >
            {club.name}
          </Link>
        </h2>
      </div>
      {excerpt ? <p className="mt-2 line-clamp-3 text-sm text-slate-600">{excerpt}</p> : null}
      <div className="mt-auto pt-4">
        <MetaList className="border-t border-slate-100 pt-4" items={meta} />
      </div>
    </article>
  );
}
