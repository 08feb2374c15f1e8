// Who takes part in a debate: each side of the format with the positions the
// debate uses (its speaker count picks them, positionsInUse) in speaking order
// — the holder, or "Open" — then the audience. Names link to public profiles.
import { useId } from 'react';
import { Link } from 'react-router';
import { AUDIENCE_ROLE } from '#shared/debates/audience.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { positionsInUse } from '#shared/formats/positions.ts';
import { hrefFor } from '#shared/routes.ts';
import { InitialsAvatar } from '#web/components/avatar.tsx';
import type { Debate, DebateParticipant } from '../types.ts';

function Person({ participant }: { participant: DebateParticipant }) {
  // The server names people by the one rule (src/shared/accounts/display-name.ts).
  const name = participant.name;
  return (
    <span className="flex min-w-0 items-center gap-3">
      <InitialsAvatar name={name} />
      <span className="min-w-0">
        <Link
          to={hrefFor('user', { userId: participant.userId })}
          className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {name}
        </Link>
        {participant.username && participant.username !== name ? (
          <span className="block truncate text-sm text-slate-600">@{participant.username}</span>
        ) : null}
      </span>
    </span>
  );
}

export function DebateParticipants({ debate }: { debate: Debate }) {
  const headingId = useId();
  const format = getFormat(debate.format);
  const byRole = new Map(debate.participants.map((p) => [p.role, p]));
  const audience = debate.participants.filter((p) => p.role === AUDIENCE_ROLE);
  // The positions in use, and any other one somebody holds (a debate saved before counts were checked).
  const inUse = new Set(format ? positionsInUse(format, debate.maxParticipants).map((p) => p.id) : []);
  const shown = (format?.positions ?? []).filter((position) => inUse.has(position.id) || byRole.has(position.id));
  const sides = (format?.sides ?? []).filter((side) => shown.some((position) => position.side === side.id));
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Participants
        </h2>
        <p className="text-sm text-slate-600">
          {debate.speakerCount} of {debate.maxParticipants} speaking places taken
          {audience.length ? ` · ${audience.length} in the audience` : ''}
        </p>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {sides.map((side) => (
          <div key={side.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{side.label}</h3>
            <ul className="mt-3 space-y-3">
              {shown
                .filter((position) => position.side === side.id)
                .map((position) => {
                  const holder = byRole.get(position.id);
                  return (
                    <li key={position.id} data-position={position.id}>
                      <p className="text-xs font-medium text-slate-600">{position.label}</p>
                      <div className="mt-1">
                        {holder ? <Person participant={holder} /> : <span className="text-slate-600">Open</span>}
                      </div>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </div>
      {audience.length ? (
        <div className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Audience ({audience.length})</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {audience.map((participant) => (
              <li key={participant.userId}>
                <Person participant={participant} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
