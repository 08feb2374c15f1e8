// The landing page. It is measured by Lighthouse (mobile performance ≥ 95), so it
// stays static: no data fetching, no images (icons are inline SVG), and every
// block has its final size on first paint so nothing shifts. The one exception,
// the featured debates, events and clubs, is a lazy section below the fold
// (docs/admin.md): what it inserts moves nothing on screen. Its links look like
// buttons through buttonClassName, not <Button asChild>, which would add Radix's
// Slot to the landing page's JavaScript.
import {
  ArrowRight,
  Gavel,
  Hourglass,
  type LucideIcon,
  MessageSquare,
  Mic,
  Scale,
  Search,
  Sparkles,
  Timer,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DebateTypesTable, GatheringCards } from '#web/components/content/debate-kinds.tsx';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { Container } from '#web/components/ui/page.tsx';

const FeaturedSection = lazy(() =>
  import('#web/components/content/featured-section.tsx').then((m) => ({ default: m.FeaturedSection })),
);

const HIGHLIGHTS: readonly { icon: LucideIcon; label: string }[] = [
  { icon: Timer, label: 'Timed speeches' },
  { icon: Scale, label: 'Fair, written judging' },
  { icon: Users, label: 'In person, online or both' },
];

const STEPS: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Search,
    title: 'Find a debate',
    body: 'Browse upcoming debates by topic, format and date, or pick a club that meets near you.',
  },
  {
    icon: Mic,
    title: 'Take a side',
    body: 'Join as a speaker for the proposition or the opposition, or come along to listen.',
  },
  {
    icon: Hourglass,
    title: 'Debate on the clock',
    body: 'Every speech has a time limit, so each side gets the same chance to make and answer its case.',
  },
  {
    icon: Gavel,
    title: 'Get judged, get better',
    body: 'A judge scores the round on a ballot and explains the decision. Your record grows with every debate.',
  },
];

const ROLES = [
  {
    title: 'Debaters',
    body: 'Join debates, test your arguments against people who disagree, and build a record and a reputation.',
    href: hrefFor('debates'),
    icon: Mic,
  },
  {
    title: 'Judges',
    body: 'Score rounds, give feedback that helps speakers improve, and earn recognition for fair decisions.',
    href: hrefFor('become-judge'),
    icon: Gavel,
  },
  {
    title: 'Organizers',
    body: 'Host events, run a club and grow a community that can disagree productively.',
    href: hrefFor('clubs'),
    icon: Users,
  },
] as const;

/** Decorative: two sides and the judge's scale between them. Hidden below lg. */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative hidden h-80 w-80 lg:block">
      <div className="absolute inset-0 rounded-full bg-brand-800/60 ring-1 ring-white/10" />
      <div className="absolute inset-10 rounded-full bg-brand-700/40 ring-1 ring-white/10" />
      <div className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex h-28 w-28 items-center justify-center rounded-full bg-accent-400 text-brand-900 shadow-lg">
          <Scale className="h-14 w-14" />
        </span>
      </div>
      <span className="absolute top-6 left-2 inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-lg">
        <MessageSquare className="h-8 w-8" />
      </span>
      <span className="absolute right-2 bottom-6 inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-lg">
        <MessageSquare className="h-8 w-8 -scale-x-100" />
      </span>
      <span className="absolute top-8 right-8 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg">
        <Timer className="h-6 w-6" />
      </span>
    </div>
  );
}

/**
 * The hero, the landing page's first screen. The server writes the same markup
 * into the page's HTML (shared/home-shell.ts; a test compares the two), so it
 * paints before the JavaScript has run.
 */
export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="bg-brand-900 text-white">
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1fr_auto]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <Sparkles aria-hidden="true" className="h-4 w-4 text-accent-400" />
            Structured · Timed · Judged
          </p>
          <h1 id="home-title" className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Debate the questions that shape your community
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">
            Structured Debate Community brings people together for timed, judged debates on civic topics. Make your case, answer
            the other side and get fair feedback, whether you are new to debate or preparing for a tournament.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={hrefFor('debates')} className={buttonClassName({ variant: 'accent', size: 'lg' })}>
              Browse debates
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link
              to={hrefFor('auth', {}, { query: { tab: 'register' } })}
              className={buttonClassName({ variant: 'secondary', size: 'lg' })}
            >
              Create an account
            </Link>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-brand-100 sm:flex-row sm:gap-8">
            {HIGHLIGHTS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="h-5 w-5 text-accent-400" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </Container>
    </section>
  );
}

export function Component() {
  return (
    <>
      <HomeHero />

      <Container className="pb-12">
        <Section id="how-it-works" title="How it works" lead="Four steps from curious to confident.">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, body }, index) => (
              <li key={title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-center gap-3">
                  <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-600">{body}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 max-w-3xl text-sm text-slate-600">
            Today you can join debates in a position or the audience, follow them in live rooms with a shared timer, judge with
            ballots, run clubs and events and suggest topics, install the site as an app that works offline; admins run the site
            from its admin area. Between debates, practise in{' '}
            <Link
              to={hrefFor('training')}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              training
            </Link>
            .
          </p>
        </Section>

        <Section
          id="gatherings"
          title="Three ways to gather"
          lead="Come for one evening, spend a weekend, or find people to practise with every week."
        >
          <GatheringCards />
        </Section>

        <Suspense fallback={null}>
          <FeaturedSection />
        </Suspense>

        <Section
          id="debate-types"
          title="Pick the debate that fits"
          lead="Every debate has a type, so you know how long it runs and what to expect before you join."
        >
          <DebateTypesTable />
        </Section>

        <Section
          id="roles"
          title="A place for every role"
          lead="Most members start as debaters. Many go on to judge and organize."
        >
          <FeatureGrid items={ROLES} />
        </Section>

        <Section id="open" title="Open, accessible, yours" lead="Built to be used by anyone and run by anyone.">
          <FeatureGrid
            items={[
              {
                title: 'Open source and self-hostable',
                body: 'A school, library or club can run its own installation and keep its data on its own server.',
              },
              {
                title: 'Accessible by design',
                body: 'Keyboard navigation, screen-reader labels and readable contrast on every page, on phones and desktops.',
              },
              {
                title: 'No third-party trackers',
                body: 'No advertising, no tracking scripts. The only cookie is the one that keeps you signed in.',
              },
            ]}
          />
        </Section>
      </Container>

      <Container className="pb-16">
        <section aria-labelledby="home-cta-title" className="rounded-2xl bg-brand-900 px-6 text-white sm:px-10">
          <div className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="home-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Ready to make your case?
              </h2>
              <p className="mt-2 max-w-xl text-brand-100">
                Create an account in a minute, or start with the quick-start guide if you have never debated before.
              </p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link
                to={hrefFor('auth', {}, { query: { tab: 'register' } })}
                className={buttonClassName({ variant: 'accent', size: 'lg' })}
              >
                Sign up
              </Link>
              <Link to={hrefFor('get-started')} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
                Read the quick-start guide
              </Link>
            </div>
          </div>
        </section>
      </Container>
    </>
  );
}
