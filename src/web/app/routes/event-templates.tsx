// Event Templates: ready-made event plans. No templates exist in this version;
// the page gives organizers general planning guidance, clearly labelled as such.
import { CalendarRange, Clock, LayoutTemplate, Sun, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Event templates"
        lead="Ready-made plans for debate events: a schedule, the rounds and the people you need, ready to adapt."
      />
      <NotAvailableYet
        icon={LayoutTemplate}
        title="No templates yet"
        actions={
          <>
            <Button asChild>
              <Link to="/events">See events</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/how-it-works">How it works</Link>
            </Button>
          </>
        }
      >
        Event templates arrive together with hosting events in an upcoming release. Until then, the shapes below are a good
        starting point for planning.
      </NotAvailableYet>
      <Section
        id="shapes"
        title="Common event shapes"
        lead="General guidance for organizers. Adjust the numbers to your venue, your speakers and how many judges you can find."
      >
        <FeatureGrid
          items={[
            {
              icon: Clock,
              title: 'Taster afternoon',
              body: 'Half a day for newcomers: a short introduction, two quick debates with everyone speaking, and group feedback.',
            },
            {
              icon: Sun,
              title: 'One-day practice tournament',
              body: 'Three or four practice rounds with feedback after each, then a final in front of everyone.',
            },
            {
              icon: Trophy,
              title: 'Weekend championship',
              body: 'Competitive rounds over two days with full judging, break rounds and a final, plus workshops between rounds.',
            },
            {
              icon: CalendarRange,
              title: 'Community forum',
              body: 'A public Oxford-style debate on a local question, with time for the audience to ask questions and vote.',
            },
          ]}
          columns={2}
        />
      </Section>
    </Container>
  );
}
