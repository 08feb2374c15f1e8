// One debate: what it is about, when and where it happens (in the viewer's time
// zone and the debate's), who takes part, joining, sharing, and the live room.
import { CalendarDays, Layers, Link2, MapPin, Timer, Users } from 'lucide-react';
import { startTransition, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { formatDateTime } from '#web/components/date-format.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { isDistinctLocation, venueTypeLabel } from '#web/components/labels.ts';
import { DetailList } from '#web/components/meta-list.tsx';
import { RichText } from '#web/components/rich-text.tsx';
import { venueTypeIcon } from '#web/components/venue-icon.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Container } from '#web/components/ui/page.tsx';
import type { Debate } from '../types.ts';
import { DEBATE_TYPES, debateTypeLabel, formatLabel, placesText } from './debate-labels.ts';
import { DebateFormatRules } from './debate-format-rules.tsx';
import { DebateJoin } from './debate-join.tsx';
import { DebateParticipants } from './debate-participants.tsx';
import { DebateShare } from './debate-share.tsx';
import { DebateRoom } from './room/debate-room.tsx';
import { DebateStatusBadge } from './debate-status-badge.tsx';

const STATUS_NOTES: Readonly<Record<string, string>> = {
  cancelled: 'This debate was cancelled and will not take place.',
};

function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The badges, the h1 and the motion. The server's page shell writes the same
 * (shared/debate-shell.ts; a test compares the two), so they paint with the HTML.
 */
export function DebateHeading({ debate }: { debate: Debate }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <DebateStatusBadge status={debate.status} />
        <Badge>{formatLabel(debate.format)}</Badge>
        <Badge>{debateTypeLabel(debate.debateType)}</Badge>
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{debate.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        <span className="font-semibold text-slate-900">Motion:</span>{' '}
        {debate.topicId ? (
          <Link to={hrefFor('topic', { id: debate.topicId })} className="underline underline-offset-2 hover:text-brand-700">
            {debate.topic}
          </Link>
        ) : (
          debate.topic
        )}
      </p>
    </>
  );
}

/**
 * False on the page's first render, true right after it, in a transition. The
 * first render (one long task on a phone, right after the server's page shell
 * has painted) then holds only the first screen on a phone — header and room —
 * and the details, the description, the participants and the rules come in a
 * render that yields to the browser every few milliseconds, so they block no
 * input and count in no Total Blocking Time. They sit in their own grid cells
 * (beside the room on a wide screen, below it on a phone), so nothing moves when they come.
 */
function useRestAfterFirstRender(): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return isShown;
}

export function DebateDetails({ debate }: { debate: Debate }) {
  const aboutId = useId();
  const detailsId = useId();
  const isRestShown = useRestAfterFirstRender();
  const note = STATUS_NOTES[debate.status];

  return (
    <Container className="pt-6 pb-16">
      <BackLink to={hrefFor('debates')}>All debates</BackLink>
      <header className="mt-6">
        <DebateHeading debate={debate} />
        <div className="mt-4">
          <DebateShare debate={debate} />
        </div>
      </header>

      {/*
        The room comes first in the page: on a phone (one column) a live debate's
        clock sits above the details, not below them; on a wide screen it heads the
        main column as before, and the details span both rows beside it.
      */}
      <div className="mt-8 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-y-0">
        <div className="space-y-4 empty:hidden lg:col-span-2 lg:col-start-1 lg:row-start-1 lg:mb-10">
          {note ? <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">{note}</p> : null}
          <DebateRoom debate={debate} />
        </div>

        {isRestShown ? <DebateDetailsRest debate={debate} aboutId={aboutId} detailsId={detailsId} /> : null}
      </div>
    </Container>
  );
}

/** The details card, joining, the description, the participants and the rules: everything after the room. */
function DebateDetailsRest({ debate, aboutId, detailsId }: { debate: Debate; aboutId: string; detailsId: string }) {
  const type = DEBATE_TYPES[debate.debateType];
  return (
    <>
      <section aria-labelledby={detailsId} className="space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id={detailsId} className="mb-4 text-lg font-semibold text-slate-900">
            Details
          </h2>
          <DetailList
            items={[
              {
                label: 'When',
                icon: CalendarDays,
                value: (
                  <>
                    <DateTime value={debate.startsAt} withTimeZone />
                    {debate.timeZone !== viewerTimeZone() ? (
                      <span className="block text-sm text-slate-600">
                        {formatDateTime(debate.startsAt, { timeZone: debate.timeZone, withTimeZone: true })} where it is organised
                        ({debate.timeZone})
                      </span>
                    ) : null}
                  </>
                ),
              },
              { label: 'Format', icon: Layers, value: formatLabel(debate.format) },
              {
                label: 'Type',
                icon: Timer,
                value: type ? (
                  <>
                    {type.label} · {type.duration}
                    <span className="block text-sm text-slate-600">
                      {type.character}. {type.level}.
                    </span>
                  </>
                ) : (
                  debateTypeLabel(debate.debateType)
                ),
              },
              { label: 'Venue', icon: venueTypeIcon(debate.venueType), value: venueTypeLabel(debate.venueType) },
              ...(isDistinctLocation(debate.location, debate.venueType)
                ? [{ label: 'Location', icon: MapPin, value: debate.location }]
                : []),
              ...(debate.onlineUrl && debate.venueType !== 'in-person'
                ? [
                    {
                      label: 'Online room',
                      icon: Link2,
                      value: (
                        <a href={debate.onlineUrl} rel="noopener noreferrer" target="_blank" className="text-brand-700 underline">
                          Join the video call
                        </a>
                      ),
                    },
                  ]
                : []),
              {
                label: 'Places',
                icon: Users,
                value: placesText(debate),
              },
            ]}
          />
        </div>
        <DebateJoin debate={debate} />
      </section>

      <div className="space-y-10 lg:col-span-2 lg:col-start-1 lg:row-start-2">
        <section aria-labelledby={aboutId}>
          <h2 id={aboutId} className="text-xl font-semibold text-slate-900">
            About this debate
          </h2>
          {debate.description ? (
            <RichText html={debate.description} className="mt-3" />
          ) : (
            <p className="mt-3 text-slate-600">The organizer has not added a description yet.</p>
          )}
        </section>
        <DebateParticipants debate={debate} />
        <DebateFormatRules formatId={debate.format} />
      </div>
    </>
  );
}
