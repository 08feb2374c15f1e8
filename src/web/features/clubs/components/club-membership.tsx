// Joining a club, asking to join one that approves its members, withdrawing a
// request and leaving. The only owner is told why leaving is not offered. The
// server decides races: its message is shown as is.
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useClubMembers } from '../api/list-club-members.ts';
import { useJoinClub } from '../api/join-club.ts';
import { useLeaveClub } from '../api/leave-club.ts';
import type { ClubDetail } from '../types.ts';
import { countOwners, membershipAction } from './club-rules.ts';

function showFailure(title: string, error: unknown) {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    notify.error({ title, description: error.message });
  } else {
    notifyError(error);
  }
}

export function ClubMembership({ club }: { club: ClubDetail }) {
  const headingId = useId();
  const session = useSession();
  const location = useLocation();
  const members = useClubMembers(club.id);
  const join = useJoinClub(club.id);
  const leave = useLeaveClub(club.id);
  const action = membershipAction(club, session.status === 'authenticated', countOwners(members.data ?? []));

  const handleJoin = async () => {
    try {
      const updated = await join.mutateAsync(undefined);
      if (updated.membership?.status === 'pending') {
        notify.success({ title: 'Request sent', description: 'An owner or officer of the club will look at it.' });
      } else {
        notify.success({ title: `Welcome to ${club.name}`, description: 'A welcome mail is on its way.' });
      }
    } catch (error) {
      showFailure('Could not join', error);
    }
  };

  const handleLeave = async (question: string, done: string) => {
    if (!window.confirm(question)) return;
    try {
      await leave.mutateAsync(undefined);
      notify.success({ title: done });
    } catch (error) {
      showFailure('Could not leave', error);
    }
  };

  let body: React.ReactNode;
  switch (action.kind) {
    case 'sign-in':
      body = (
        <>
          <p className="text-sm text-slate-600">Sign in to join this club.</p>
          <Link
            to={hrefFor('auth')}
            onClick={() => saveAuthReturn({ path: `${location.pathname}${location.search}`, feature: 'this club' })}
            className="mt-3 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            Sign in to join
          </Link>
        </>
      );
      break;
    case 'join':
    case 'request':
      body = (
        <>
          <p className="text-sm text-slate-600">
            {action.kind === 'join'
              ? 'Anyone can join this club.'
              : 'This club approves its members: an owner or officer looks at each request.'}
          </p>
          <Button className="mt-3" onClick={handleJoin} disabled={join.isPending}>
            {action.kind === 'join' ? 'Join club' : 'Ask to join'}
          </Button>
        </>
      );
      break;
    case 'pending':
      body = (
        <>
          <p className="text-sm text-slate-700">Your request to join is waiting for approval.</p>
          <Button
            variant="secondary"
            className="mt-3"
            disabled={leave.isPending}
            onClick={() => handleLeave('Withdraw your request to join?', 'Request withdrawn')}
          >
            Withdraw request
          </Button>
        </>
      );
      break;
    case 'sole-owner':
      body = (
        <p className="text-sm text-slate-700">
          You own this club. To leave it, first make another member an owner on the members page.
        </p>
      );
      break;
    case 'leave':
      body = (
        <>
          <p className="text-sm text-slate-700">You are a member of this club.</p>
          <Button
            variant="secondary"
            className="mt-3"
            disabled={leave.isPending}
            onClick={() => handleLeave(`Leave ${club.name}?`, 'You have left the club')}
          >
            Leave club
          </Button>
        </>
      );
      break;
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
        Membership
      </h2>
      {body}
    </section>
  );
}
