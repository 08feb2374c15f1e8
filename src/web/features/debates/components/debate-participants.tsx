// Who takes part in a debate, grouped by side in speaking order. Names link to
// public profiles; joining a side comes with the debates issue.
import { useId } from 'react';
import { Link } from 'react-router';
import { InitialsAvatar } from '#web/components/avatar.tsx';
import { displayName } from '#web/components/labels.ts';
import type { Debate } from '../types.ts';
import { groupParticipantsByRole } from './debate-labels.ts';

export function DebateParticipants({ debate }: { debate: Debate }) {
  const headingId = useId();
  const groups = groupParticipantsByRole(debate.participants);
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Participants
        </h2>
        <p className="text-sm text-slate-600">
          {debate.participantCount} of {debate.maxParticipants} places taken
        </p>
      </div>
      {groups.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-slate-600">
          No one has joined this debate yet.
        </p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {groups.map((group) => (
            <div key={group.role} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                {group.label} <span className="font-normal">({group.participants.length})</span>
              </h3>
              <ul className="mt-3 space-y-3">
                {group.participants.map((participant) => {
                  const name = displayName(participant);
                  return (
                    <li key={participant.userId} className="flex items-center gap-3">
                      <InitialsAvatar name={name} />
                      <div className="min-w-0">
                        <Link
                          to={`/user/${encodeURIComponent(participant.userId)}`}
                          className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                        >
                          {name}
                        </Link>
                        {participant.username && participant.fullName ? (
                          <p className="truncate text-sm text-slate-600">@{participant.username}</p>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
