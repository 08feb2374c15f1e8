// About: who the community is for and what it stands for.
import { Accessibility, Clock, Code, Handshake, type LucideIcon, Scale, Server } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

const PRINCIPLES: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Clock,
    title: 'Structure makes it fair',
    body: 'Fixed speaking times and a clear order of speeches give every side the same chance to be heard, not just the loudest.',
  },
  {
    icon: Scale,
    title: 'Judging explains itself',
    body: 'A judge does not just name a winner. The ballot says why, so both sides learn something from every round.',
  },
  {
    icon: Handshake,
    title: 'Civility is a skill',
    body: 'You can disagree sharply with an argument and still respect the person making it. We practise both.',
  },
  {
    icon: Accessibility,
    title: 'Everyone can take part',
    body: 'Every page works with a keyboard and a screen reader, on a phone or a desktop, and debates can be in person or online.',
  },
  {
    icon: Code,
    title: 'Open by default',
    body: 'The software is open source. You can read how it works, suggest changes and report problems in public.',
  },
  {
    icon: Server,
    title: 'Run it yourself',
    body: 'A school, library, club or city can host its own installation and keep its members’ data on its own server.',
  },
];

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="About us"
        lead="Structured Debate Community is a place to hold structured, timed and judged debates on the civic questions people actually care about."
      />

      <Prose>
        <h2>Why we exist</h2>
        <p>
          Public conversation often rewards the quickest reply and the sharpest put-down. Structured debate works the other way
          round: each side gets the same time, has to answer what the other side actually said, and is judged by someone who
          explains the decision. People leave a good debate understanding the question better than when they arrived, including
          the side they disagreed with.
        </p>
        <p>
          We want that experience to be easy to find and easy to organize: a debate after work, a weekend event, a club that meets
          every month in the local library.
        </p>

        <h2>Who it is for</h2>
        <ul>
          <li>
            <strong>Debaters</strong> join debates, track how they perform and build a reputation over time.
          </li>
          <li>
            <strong>Judges</strong> score debates, give feedback and earn recognition for fair, useful decisions.
          </li>
          <li>
            <strong>Organizers</strong> host events, manage clubs and build a community around good disagreement.
          </li>
        </ul>
        <p>
          You do not need any experience. Many members start by watching a debate, then try a short, informal one, and later go on
          to judge or organize.
        </p>
      </Prose>

      <Section id="principles" title="What we stand for">
        <FeatureGrid items={PRINCIPLES} />
      </Section>

      <Section id="next" title="Where to go next">
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={hrefFor('get-started')}>Get started</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('how-it-works')}>How it works</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('social-impact')}>Our social impact</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('roadmap')}>Roadmap</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('contact')}>Contact us</Link>
          </Button>
        </div>
      </Section>
    </Container>
  );
}
