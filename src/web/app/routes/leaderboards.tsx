// Leaderboards: explains how debater ratings and judge standings will be
// computed. There are no results to rank yet, so the board itself is empty.
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Leaderboards"
        lead="Top debaters and judges, ranked from confirmed debate results and judging records."
      />

      <NotAvailableYet
        icon={Trophy}
        title="No rankings yet"
        actions={
          <>
            <Button asChild>
              <Link to="/debates">Browse debates</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/roadmap">See the roadmap</Link>
            </Button>
          </>
        }
      >
        Rankings are computed from judged debates. Judging with ballots arrives in an upcoming release, and the leaderboards will
        fill in from the first confirmed results.
      </NotAvailableYet>

      <div className="mt-4 grid gap-x-12 lg:grid-cols-2">
        <Section id="debaters" title="How debater ratings will work">
          <Prose>
            <ul>
              <li>Only debates with a judge’s confirmed result count. Practice rounds without a ballot do not.</li>
              <li>
                A win raises your rating and a loss lowers it. How much depends on who you faced: beating a higher-rated side
                counts for more than beating a newcomer.
              </li>
              <li>Your average speaker score from the ballots is shown next to your rating.</li>
              <li>You appear on the board after a handful of judged debates, so a single lucky round does not top the table.</li>
              <li>Boards can be filtered by debate type, by format and by club.</li>
            </ul>
          </Prose>
        </Section>

        <Section id="judges" title="How judge standings will work">
          <Prose>
            <ul>
              <li>Standings count the debates you judged and how reliably you submitted your ballot after the round.</li>
              <li>Speakers can say whether your feedback helped them; helpful feedback moves you up.</li>
              <li>Judges are never ranked on which side they vote for.</li>
            </ul>
          </Prose>
        </Section>
      </div>
    </Container>
  );
}
