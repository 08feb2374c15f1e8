// Judge Dashboard (signed-in users): a judge's commitments, ballots due, past
// ballots and record; members who are not judges are invited to apply.
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { JudgeGate } from '#web/features/judging/components/applications/judge-gate.tsx';
import { JudgeDashboard } from '#web/features/judging/components/dashboard/judge-dashboard.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Judge dashboard"
        lead="Your judging in one place: the debates you will judge, the ballots you owe and your record."
        actions={
          <Button asChild variant="secondary">
            <Link to={hrefFor('judge-available-debates')}>Debates needing judges</Link>
          </Button>
        }
      />
      <JudgeGate feature="the judge dashboard">
        <JudgeDashboard />
      </JudgeGate>
    </Container>
  );
}
