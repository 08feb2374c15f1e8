import { CalendarDays, MapPin, Timer, Users } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { placeLabel } from '#web/components/labels.ts';
import { MetaList } from '#web/components/meta-list.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import type { DebateSummary } from '../types.ts';
import { DEBATE_TYPES, debateTypeLabel, formatLabel } from './debate-labels.ts';
import { DebateStatusBadge } from './debate-status-badge.tsx';

/** A debate in a list; the title links to the debate and the whole card is its target. */
export function DebateCard({ debate, headingLevel = 2 }: { debate: DebateSummary; headingLevel?: 2 | 3 }) {
  const type = DEBATE_TYPES[debate.debateType];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex w-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-200 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <div className="flex flex-wrap items-center gap-2">
        <DebateStatusBadge status={debate.status} />
        <Badge>{formatLabel(debate.format)}</Badge>
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={hrefFor('debate', { id: debate.id })}
          className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
        >
          {debate.title}
        </Link>
      </Heading>
      <p className="mt-1 line-clamp-2 text-sm text-slate-600">
        <span className="sr-only">Topic: </span>
        {debate.topic}
      </p>
      <div className="mt-auto pt-4">
        <MetaList
          className="border-t border-slate-100 pt-4"
          items={[
            { label: 'When', icon: CalendarDays, value: <DateTime value={debate.startsAt} /> },
            {
              label: 'Where',
              icon: MapPin,
              value: placeLabel(debate.location, debate.venueType),
            },
            {
              label: 'Type',
              icon: Timer,
              value: type ? `${type.label} · ${type.duration}` : debateTypeLabel(debate.debateType),
            },
            {
              label: 'Participants',
              icon: Users,
              value: `${debate.speakerCount} / ${debate.maxParticipants} speakers`,
            },
          ]}
        />
      </div>
    </article>
  );
}
