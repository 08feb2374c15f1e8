// Joining a debate in a role: a free position among those the debate uses (its
// speaker count picks them from the format, positionsInUse), or the audience;
// leaving again. Each state says why an action is not offered (full, cancelled,
// finished, under way): once speaking places are closed, visitors are told that
// only the audience is open. The server decides races: its message is shown as is.
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AUDIENCE_ROLE } from '#shared/debates/audience.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { positionsInUse } from '#shared/formats/positions.ts';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useJoinDebate } from '../api/join-debate.ts';
import { useLeaveDebate } from '../api/leave-debate.ts';
import type { Debate } from '../types.ts';
import { positionLabel } from './position-label.ts';

function showFailure(title: string, error: unknown) {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    notify.error({ title, description: error.message });
  } else {
    notifyError(error);
  }
}

export function DebateJoin({ debate }: { debate: Debate }) {
  const headingId = useId();
  const selectId = useId();
  const session = useSession();
  const location = useLocation();
  const join = useJoinDebate(debate.id);
  const leave = useLeaveDebate(debate.id);
  const format = getFormat(debate.format);
  const taken = new Set(debate.participants.map((p) => p.role));
  const isFull = debate.speakerCount >= debate.maxParticipants;
  const freePositions =
    debate.status === 'scheduled' && !isFull && format
      ? positionsInUse(format, debate.maxParticipants).filter((p) => !taken.has(p.id))
      : [];
  // Speaking places close when the debate starts (the server then takes the audience only) or fill up.
  const speakingClosed = debate.status === 'live' || freePositions.length === 0;
  const [role, setRole] = useState('');
  const chosen = freePositions.some((p) => p.id === role) ? role : (freePositions[0]?.id ?? AUDIENCE_ROLE);
  const myRole = debate.viewer.role;

  const handleJoin = async () => {
    try {
      await join.mutateAsync(chosen);
      notify.success({
        title: 'You have joined',
        description: `You are in as ${positionLabel(debate.format, chosen)}. A confirmation is on its way by e-mail.`,
      });
    } catch (error) {
      showFailure('Could not join', error);
    }
  };

  const handleLeave = async () => {
    if (!window.confirm('Leave this debate? Your place becomes free for someone else.')) return;
    try {
      await leave.mutateAsync(undefined);
      notify.success({ title: 'You have left the debate' });
    } catch (error) {
      showFailure('Could not leave', error);
    }
  };

  let body: React.ReactNode;
  if (debate.status === 'cancelled' || debate.status === 'finished') {
    body = (
      <p className="text-sm text-slate-600">
        {debate.status === 'cancelled' ? 'This debate was cancelled.' : 'This debate has finished.'}
      </p>
    );
  } else if (session.status !== 'authenticated') {
    body = (
      <>
        <p className="text-sm text-slate-600" data-testid="join-places">
          {debate.status === 'live'
            ? 'The debate is under way: only audience places are open. Sign in to follow it as audience.'
            : speakingClosed
              ? 'Every speaking place is taken: only audience places are open. Sign in to follow it as audience.'
              : `${freePositions.length === 1 ? '1 speaking place is' : `${freePositions.length} speaking places are`} open. Sign in to take one or follow as audience.`}
        </p>
        <Link
          to={hrefFor('auth')}
          onClick={() => saveAuthReturn({ path: `${location.pathname}${location.search}`, feature: 'this debate' })}
          className="mt-3 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          {speakingClosed ? 'Sign in to follow as audience' : 'Sign in to join'}
        </Link>
      </>
    );
  } else if (myRole) {
    const canLeave = debate.status === 'scheduled' || myRole === AUDIENCE_ROLE;
    body = (
      <>
        <p className="text-sm text-slate-700" data-testid="my-role">
          You are in this debate as <strong>{positionLabel(debate.format, myRole)}</strong>.
        </p>
        {canLeave ? (
          <Button variant="secondary" className="mt-3" onClick={handleLeave} disabled={leave.isPending}>
            Leave debate
          </Button>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Speakers stay on the line-up once the debate is under way.</p>
        )}
      </>
    );
  } else {
    body = (
      <>
        {debate.status === 'live' ? (
          <p className="text-sm text-slate-600">The debate is under way: only audience places are open.</p>
        ) : speakingClosed ? (
          <p className="text-sm text-slate-600">Every speaking place is taken. You can still follow as audience.</p>
        ) : null}
        <div className="mt-2">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            Join as
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setRole(event.target.value)}
            className="mt-1.5 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
          >
            {freePositions.map((position) => (
              <option key={position.id} value={position.id}>
                {positionLabel(debate.format, position.id)}
              </option>
            ))}
            <option value={AUDIENCE_ROLE}>Audience (no speech)</option>
          </select>
        </div>
        <Button className="mt-3 w-full" onClick={handleJoin} disabled={join.isPending}>
          Join debate
        </Button>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        Take part
      </h2>
      {body}
    </section>
  );
}
