// The "apply" part of /become-judge, by where the visitor stands: signed out
// (sign in first), already a judge (links to the work), waiting for review, or
// declined (the reason, and the form again, filled from the last application),
// and otherwise the application form — unless an admin has closed applications
// (admin settings), which the panel says instead of offering the form.
import { CircleCheck, DoorClosed, Gavel, Hourglass, LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { JUDGE_MESSAGES } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { usePublicSettings } from '#web/lib/site-settings.ts';
import { useMyJudgeStatus } from '../../api/get-my-judge-status.ts';
import { ApplicationSummary } from './application-summary.tsx';
import { JudgeApplicationForm } from './judge-application-form.tsx';

function PanelHeading({ id, icon: Icon, children }: { id: string; icon: typeof Gavel; children: string }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
      <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
      {children}
    </h2>
  );
}

export function JudgeApplicationPanel() {
  const headingId = useId();
  const session = useSession();
  const location = useLocation();
  const isSignedIn = session.status === 'authenticated';
  const status = useMyJudgeStatus({ enabled: isSignedIn });
  const isClosed = usePublicSettings()?.judgeApplicationsOpen === false;
  const closed = (
    <>
      <PanelHeading id={headingId} icon={DoorClosed}>
        Applications are closed
      </PanelHeading>
      <p role="status" data-testid="judge-applications-closed" className="mt-3 text-slate-700">
        {JUDGE_MESSAGES.applicationsClosed}
      </p>
    </>
  );

  let content: React.ReactNode;
  if (session.status === 'loading' || (isSignedIn && status.isPending)) {
    content = (
      <>
        <PanelHeading id={headingId} icon={Gavel}>
          Apply to judge
        </PanelHeading>
        <LoadingStatus label="Loading your judge status…" />
      </>
    );
  } else if (!isSignedIn && isClosed) {
    content = closed;
  } else if (!isSignedIn) {
    content = (
      <>
        <PanelHeading id={headingId} icon={LockKeyhole}>
          Apply to judge
        </PanelHeading>
        <p className="mt-3 text-slate-700">Sign in to apply. It takes a few minutes: your experience, formats and paradigm.</p>
        <Button asChild className="mt-4">
          <Link
            to={hrefFor('auth')}
            onClick={() => saveAuthReturn({ path: `${location.pathname}${location.search}`, feature: 'the judge application' })}
          >
            Sign in to apply
          </Link>
        </Button>
      </>
    );
  } else if (!status.data) {
    content = (
      <>
        <PanelHeading id={headingId} icon={Gavel}>
          Apply to judge
        </PanelHeading>
        <div className="mt-4">
          <QueryErrorState
            title="Couldn’t load your judge status"
            error={status.error}
            onRetry={() => void status.refetch()}
            isRetrying={status.isFetching}
          />
        </div>
      </>
    );
  } else {
    const { isJudge, application } = status.data;
    if (isJudge) {
      content = (
        <>
          <PanelHeading id={headingId} icon={CircleCheck}>
            You are a judge
          </PanelHeading>
          <p className="mt-3 text-slate-700">Pick debates that need a judge, and keep track of your commitments and ballots.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              <Link to={hrefFor('judge-dashboard')}>Judge dashboard</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={hrefFor('judge-available-debates')}>Debates needing judges</Link>
            </Button>
          </div>
        </>
      );
    } else if (application?.status === 'pending') {
      content = (
        <>
          <PanelHeading id={headingId} icon={Hourglass}>
            Your application is waiting for review
          </PanelHeading>
          <p role="status" className="mt-3 text-slate-700">
            An admin will review it soon. You will see the decision here.
          </p>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">What you sent</h3>
          <div className="mt-3">
            <ApplicationSummary application={application} />
          </div>
        </>
      );
    } else if (isClosed) {
      content = closed;
    } else {
      const declined = application?.status === 'declined' ? application : null;
      content = (
        <>
          <PanelHeading id={headingId} icon={Gavel}>
            {declined ? 'Apply again' : 'Apply to judge'}
          </PanelHeading>
          {declined ? (
            <div className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="declined">
              <p className="font-semibold">
                Your application was declined
                {declined.reviewedAt ? (
                  <>
                    {' '}
                    on <DateTime value={declined.reviewedAt} dateOnly />
                  </>
                ) : null}
                .
              </p>
              <p className="mt-1 whitespace-pre-line">Reason: {declined.decisionReason ?? 'No reason was given.'}</p>
              <p className="mt-2">You can change your application below and send it again.</p>
            </div>
          ) : (
            <p className="mt-3 text-slate-700">
              Tell us about your experience and how you judge. An admin reviews every application.
            </p>
          )}
          <div className="mt-6">
            <JudgeApplicationForm selfId={session.user.id} previous={declined} />
          </div>
        </>
      );
    }
  }

  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={headingId} data-testid="judge-application">
        {content}
      </section>
    </Card>
  );
}
