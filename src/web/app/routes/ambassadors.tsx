// Ambassadors: the programme (what ambassadors do and get), the directory of
// approved ambassadors by region, and your application: apply, withdraw, or
// step down (features/content composes the parts).
import { Award, CalendarPlus, HandHeart, Megaphone, Sprout, Users } from 'lucide-react';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { AmbassadorApplicationPanel } from '#web/features/content/components/ambassador-application.tsx';
import { AmbassadorDirectory } from '#web/features/content/components/ambassador-directory.tsx';

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

      <Section id="support" title="What ambassadors get">
        <FeatureGrid
          items={[
            {
              icon: Award,
              title: 'Recognition',
              body: 'An ambassador badge on your public profile, and your name in the directory below.',
            },
            {
              icon: Users,
              title: 'Ready-made plans',
              body: 'Event templates and training modules to help you run your first sessions.',
            },
            {
              icon: Megaphone,
              title: 'A direct line',
              body: 'The contact form reaches the people who run this site, and they answer by e-mail.',
            },
          ]}
        />
      </Section>

      <Section id="directory" title="Our ambassadors">
        <AmbassadorDirectory />
      </Section>

      <Section id="apply" title="Apply">
        <div className="max-w-3xl">
          <AmbassadorApplicationPanel />
        </div>
      </Section>
    </Container>
  );
}
