// Social Impact: why structured civic debate matters and how the community
// supports it. Deliberately free of statistics we cannot source.
import { BookOpenCheck, Ear, Landmark, Library, type LucideIcon, Megaphone, School, Shield, Users } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

const SKILLS: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Ear,
    title: 'Listening',
    body: 'You cannot rebut an argument you did not hear. Debate trains people to restate the other side fairly before answering it.',
  },
  {
    icon: BookOpenCheck,
    title: 'Weighing evidence',
    body: 'Preparing a case means checking sources, separating facts from claims and deciding which reasons matter most.',
  },
  {
    icon: Megaphone,
    title: 'Speaking up',
    body: 'Timed speeches in a supportive room help people who rarely speak in public find their voice.',
  },
  {
    icon: Users,
    title: 'Disagreeing respectfully',
    body: 'Debaters learn that a strong disagreement about ideas can sit alongside respect for the person across the room.',
  },
];

const PLACES = [
  {
    icon: School,
    title: 'Schools and universities',
    body: 'Clubs give students regular practice and a way to take part in events beyond their own campus.',
  },
  {
    icon: Library,
    title: 'Libraries and community centres',
    body: 'A monthly debate on a local question brings neighbours together who might never otherwise talk it through.',
  },
  {
    icon: Landmark,
    title: 'Civic life',
    body: 'Topics are suggested and voted on by members, so debates follow the questions a community is actually facing.',
  },
] as const;

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Social impact"
        lead="Structured debate is practice for citizenship: listening, weighing evidence and disagreeing without contempt."
      />

      <Prose>
        <h2>Why civic debate matters</h2>
        <p>
          Many of the decisions that shape daily life, from school budgets to housing to public transport, depend on people being
          able to argue about them productively. When conversation turns into shouting, the people most affected are often the
          ones who stop taking part.
        </p>
        <p>
          A structured debate changes the incentives. Both sides get the same time. Each speaker has to answer what was actually
          said. A judge explains the decision, so the outcome depends on reasoning rather than volume. Participants regularly
          argue a side they do not personally hold, which is one of the most reliable ways to understand it.
        </p>
      </Prose>

      <Section id="skills" title="What debaters practise">
        <FeatureGrid items={SKILLS} columns={4} />
      </Section>

      <Section id="places" title="Where it makes a difference">
        <FeatureGrid items={PLACES} />
      </Section>

      <Section id="commitments" title="Our commitments">
        <ul className="grid gap-3 sm:grid-cols-2">
          {[
            'Free and open-source software that any community can run on its own server.',
            'Accessible pages that work with a keyboard, a screen reader and a phone.',
            'No advertising and no third-party trackers.',
            'Debates in person, online or hybrid, so distance is not a barrier.',
          ].map((text) => (
            <li key={text} className="flex gap-3 rounded-lg bg-white p-4 text-slate-700 ring-1 ring-slate-200">
              <Shield aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="help" title="How you can help">
        <Prose>
          <ul>
            <li>
              <Link to={hrefFor('become-judge')}>Become a judge</Link> and give speakers the feedback that helps them improve.
            </li>
            <li>
              <Link to={hrefFor('clubs')}>Join or start a club</Link> where you live, study or work.
            </li>
            <li>
              <Link to={hrefFor('ambassadors')}>Become an ambassador</Link> and bring structured debate to your school or city.
            </li>
            <li>
              <Link to={hrefFor('topics')}>Explore topics</Link> and help decide what the community debates next.
            </li>
          </ul>
        </Prose>
      </Section>
    </Container>
  );
}
