// Ambassadors: the programme description. Applications are not open yet, so
// there is no application form, only the programme and where to start today.
import { Award, CalendarPlus, HandHeart, Megaphone, Sprout, Users } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Ambassadors"
        lead="Ambassadors bring structured debate to their school, campus, library or city, and help newcomers feel at home."
      />

      <Section id="what" title="What ambassadors do" className="mt-4">
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: Sprout,
              title: 'Start something local',
              body: 'Start a club where there is none, or help an existing one meet regularly and grow.',
            },
            {
              icon: CalendarPlus,
              title: 'Host a first event',
              body: 'Organize an afternoon of quick and practice debates so people can try debating with no pressure.',
            },
            {
              icon: HandHeart,
              title: 'Welcome newcomers',
              body: 'Explain the formats, pair beginners with experienced debaters and encourage people to try judging.',
            },
            {
              icon: Megaphone,
              title: 'Be the community’s voice',
              body: 'Tell the team what works and what does not, and suggest the topics your community wants to debate.',
            },
          ]}
        />
      </Section>

      <Section id="who" title="Who can become an ambassador">
        <Prose>
          <p>
            Anyone who cares about good public conversation and is willing to organize a little. Students, teachers, librarians,
            coaches and community organizers all make great ambassadors. Debate experience helps, but enthusiasm and reliability
            matter more.
          </p>
        </Prose>
      </Section>

      <Section id="support" title="What we plan to offer ambassadors">
        <FeatureGrid
          items={[
            {
              icon: Award,
              title: 'Recognition',
              body: 'An ambassador role shown on your profile once profiles launch.',
            },
            {
              icon: Users,
              title: 'Ready-made plans',
              body: 'Event templates and training modules to help you run your first sessions.',
            },
            {
              icon: Megaphone,
              title: 'A direct line',
              body: 'Early looks at new features and a say in what the team builds next.',
            },
          ]}
        />
      </Section>

      <div className="mt-12">
        <NotAvailableYet
          title="Applications open soon"
          actions={
            <>
              <Button asChild>
                <Link to={hrefFor('clubs')}>Find a club</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={hrefFor('events')}>See events</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={hrefFor('become-judge')}>Become a judge</Link>
              </Button>
            </>
          }
        >
          The ambassador programme is not taking applications yet. In the meantime, the best preparation is to take part: join a
          club, go to an event and learn what makes a good debate.
        </NotAvailableYet>
      </div>
    </Container>
  );
}
