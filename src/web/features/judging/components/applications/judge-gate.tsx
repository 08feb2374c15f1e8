// Pages only judges can use (available debates, the dashboard, accepting a
// position): visitors are asked to sign in, members who are not judges are
// pointed to the application (or told it waits for review); judges see the page.
import { Gavel, Hourglass, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { JUDGE_MESSAGES } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { useMyJudgeStatus } from '../../api/get-my-judge-status.ts';

export function JudgeGate({ feature, children }: { feature: string; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const isSignedIn = session.status === 'authenticated';
  const status = useMyJudgeStatus({ enabled: isSignedIn });

  if (session.status === 'loading' || (isSignedIn && status.isPending))
    return <LoadingStatus label="Loading your judge status…" />;
  if (!isSignedIn) {
    return (
      <EmptyState
        icon={LockKeyhole}
        title="Sign in to judge"
        actions={
          <Button asChild>
            <Link
              to={hrefFor('auth')}
              onClick={() => saveAuthReturn({ path: `${location.pathname}${location.search}`, feature })}
            >
              Sign in
            </Link>
          </Button>
        }
      >
        Judges sign in to see debates that need them and to accept a place on a panel.
      </EmptyState>
    );
  }
  if (!status.data) {
    return (
      <QueryErrorState
        title="Couldn’t load your judge status"
        error={status.error}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  }
  if (status.data.isJudge) return children;
  const isPending = status.data.application?.status === 'pending';
  return (
    <EmptyState
      icon={isPending ? Hourglass : Gavel}
      title={isPending ? JUDGE_MESSAGES.applicationPending : JUDGE_MESSAGES.notJudge}
      actions={
        <Button asChild>
          <Link to={hrefFor('become-judge', {}, { hash: 'apply' })}>{isPending ? 'See your application' : 'Apply to judge'}</Link>
        </Button>
      }
    >
      {isPending
        ? 'Once an admin approves it, you can pick debates to judge here.'
        : 'Apply to become a judge: tell us about your experience and how you decide rounds.'}
    </EmptyState>
  );
}
