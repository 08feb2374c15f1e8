// The quick-start guide of spec section 1: browse debates, join a quick debate,
// find a club, track progress. Each step says honestly what works today.
import { ArrowRight, ChartLine, type LucideIcon, Search, Users, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DebateTypesTable, GatheringCards } from '#web/components/content/debate-kinds.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
  href: string;
  linkLabel: string;
  /** Set when the step depends on a feature that is not released yet. */
  status?: string;
}

const STEPS: readonly Step[] = [
  {
    icon: Search,
    title: 'Browse debates',
    body: 'See what is scheduled: the motion, the format, the date, where it happens and how many speakers it needs. Reading a few motions is the fastest way to see what civic debate looks like.',
    href: hrefFor('debates'),
    linkLabel: 'Browse debates',
  },
  {
    icon: Zap,
    title: 'Join a quick debate',
    body: 'Quick debates last 30 to 45 minutes, use shorter speaking times and welcome every level. They are the easiest way to try debating without preparing for hours.',
    href: hrefFor('debates'),
    linkLabel: 'Find a quick debate',
  },
  {
    icon: Users,
    title: 'Find a club',
    body: 'Clubs meet weekly or monthly. A club gives you regular practice, people who will coach you, and teammates for events.',
    href: hrefFor('clubs'),
    linkLabel: 'Find a club',
  },
  {
    icon: ChartLine,
    title: 'Track your progress',
    body: 'Every debate you take part in and every ballot a judge fills in adds to your record. My Debates gathers your upcoming and past debates with the feedback you received.',
    href: hrefFor('my-debates'),
    linkLabel: 'Open My Debates',
  },
];

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Get started"
        lead="New to structured debate? Four steps take you from browsing to your first round. No experience needed."
        actions={
          <Button asChild>
            <Link to={hrefFor('auth', {}, { query: { tab: 'register' } })}>Create an account</Link>
          </Button>
        }
      />

      <Section id="steps" title="Your first four steps" className="mt-4">
        <ol className="grid gap-4 md:grid-cols-2">
          {STEPS.map(({ icon: Icon, title, body, href, linkLabel, status }, index) => (
            <li key={title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 flex-1 text-slate-600">{body}</p>
              {status ? (
                <p className="mt-3">
                  <Badge tone="warning">{status}</Badge>
                </p>
              ) : null}
              <Link
                to={href}
                className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {linkLabel}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="gatherings"
        title="Debates, events and clubs"
        lead="Three ways to take part, depending on how much time you have."
      >
        <GatheringCards />
      </Section>

      <Section
        id="debate-types"
        title="Which debate type is for me?"
        lead="If you are new, start with a Quick or Practice debate. Competitive debates follow tournament rules."
      >
        <DebateTypesTable />
      </Section>

      <Section id="more" title="Want to know more?">
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to={hrefFor('how-it-works')}>How it works</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('training')}>Training</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('faq')}>Frequently asked questions</Link>
          </Button>
        </div>
      </Section>
    </Container>
  );
}
