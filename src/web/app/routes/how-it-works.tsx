// How It Works: the kinds of gathering, the debate types and formats, and the
// life of one debate from scheduling to results.
import { CalendarClock, Gavel, Radio, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DebateTypesTable, GatheringCards } from '#web/components/content/debate-kinds.tsx';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useScrollToHash } from '#web/components/content/use-scroll-to-hash.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

const FORMATS = [
  {
    title: 'Standard',
    body: 'Two sides, proposition and opposition, take turns with opening speeches, rebuttals and closing statements. A good first format.',
  },
  {
    title: 'Oxford',
    body: 'Two teams argue for and against a motion in front of an audience, which votes on the motion. Suits public and community debates.',
  },
  {
    title: 'British Parliamentary',
    body: 'Four teams of two, two on each side, compete in one round. Speakers may offer short points of information during the other side’s speeches.',
  },
  {
    title: 'Lincoln-Douglas',
    body: 'One speaker against one, arguing about values: whether something is just, right or fair. Includes cross-examination.',
  },
  {
    title: 'Policy',
    body: 'Teams of two argue whether a specific plan should be adopted. Evidence-heavy, with cross-examination between speeches.',
  },
] as const;

const LIFECYCLE = [
  {
    icon: CalendarClock,
    title: 'Scheduled',
    body: 'An organizer sets the motion, format, type, date and place: in person, online or hybrid. Speakers and a judge sign up.',
  },
  {
    icon: Radio,
    title: 'Live',
    body: 'Speeches happen in a fixed order. A shared timer shows everyone, in the room and online, how much time is left.',
  },
  {
    icon: Gavel,
    title: 'Judged',
    body: 'The judge fills in a ballot: the winner, scores for each speaker, and written reasons for the decision.',
  },
  {
    icon: Trophy,
    title: 'On the record',
    body: 'Results and feedback go to each speaker’s record, so progress shows over time.',
  },
] as const;

export function Component() {
  useScrollToHash();
  return (
    <Container className="pb-16">
      <PageHeader
        title="How it works"
        lead="Everything happens in debates, events and clubs. Here is how they fit together, which debate types and formats exist, and what happens in a round."
      />

      <Section id="gatherings" title="Debates, events and clubs" className="mt-4">
        <GatheringCards />
      </Section>

      <Section
        id="debate-types"
        title="Debate types"
        lead="The type tells you how long a debate runs, how formal it is and who it is for."
      >
        <DebateTypesTable />
      </Section>

      <Section
        id="formats"
        title="Formats"
        lead="The format sets who speaks, in which order and for how long. Organizers choose one when they schedule a debate."
      >
        <FeatureGrid items={FORMATS} />
      </Section>

      <Section id="lifecycle" title="The life of a debate">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LIFECYCLE.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
                <Icon aria-hidden="true" className="h-5 w-5" />
                Stage {index + 1}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-600">{body}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 max-w-3xl text-sm text-slate-600">
          All four stages work today: join a debate, follow it in its live room with the shared timer, and read the judges’
          ballots afterwards; competitive debates also count towards ratings and the{' '}
          <Link
            to={hrefFor('leaderboards')}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            leaderboards
          </Link>
          . See what else you can do on the{' '}
          <Link to={hrefFor('roadmap')} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            roadmap
          </Link>
          .
        </p>
      </Section>

      <Section id="start" title="Ready to try it?">
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={hrefFor('debates')}>Browse debates</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('get-started')}>Read the quick-start guide</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('become-judge')}>Become a judge</Link>
          </Button>
        </div>
      </Section>
    </Container>
  );
}
