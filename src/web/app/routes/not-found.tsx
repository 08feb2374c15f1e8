// The 404 page (spec section 2): "Page Not Found" with a random witty headline,
// a hint when the path was an event, debate or club, Go Back and Home, and four
// places to go instead. The server answers such paths with HTTP 404.
import { ArrowLeft, BookOpen, CalendarDays, House, type LucideIcon, MessagesSquare, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NOT_FOUND_PAGE } from '#shared/messages.ts';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { useGoBack } from '#web/lib/use-go-back.ts';

const HEADLINES = [
  'This motion has been withdrawn.',
  'Point of information: this page does not exist.',
  'The opposition could not find this page either.',
  'Objection! Nothing to see here.',
  'This argument went off-topic.',
  'No case to answer: the page is missing.',
] as const;

const CONTEXT_MESSAGES: readonly { prefix: string; message: string }[] = [
  { prefix: hrefFor('events'), message: 'This event may have ended or been removed.' },
  { prefix: hrefFor('debates'), message: 'This debate may have finished or been removed.' },
  { prefix: hrefFor('clubs'), message: 'This club may have closed or been removed.' },
];

const SUGGESTIONS: readonly { icon: LucideIcon; title: string; text: string; to: string }[] = [
  { icon: CalendarDays, title: 'Browse Events', text: 'Tournaments and gatherings near you and online.', to: hrefFor('events') },
  {
    icon: MessagesSquare,
    title: 'Quick Debates',
    text: 'Jump into a 30-45 minute debate, all levels welcome.',
    to: hrefFor('debates'),
  },
  { icon: Users, title: 'Join a Club', text: 'Practise regularly with a community of debaters.', to: hrefFor('clubs') },
  { icon: BookOpen, title: 'How It Works', text: 'Debates, events and clubs explained.', to: hrefFor('how-it-works') },
];

function pickHeadline(): string {
  return HEADLINES[Math.floor(Math.random() * HEADLINES.length)] ?? HEADLINES[0];
}

export function Component() {
  const { pathname } = useLocation();
  const goBack = useGoBack();
  // Chosen once per visit, so it does not change while the page re-renders.
  const [headline] = useState(pickHeadline);
  const context = CONTEXT_MESSAGES.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));

  return (
    <Container className="py-12 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p aria-hidden="true" className="text-7xl font-black tracking-tight text-brand-500 sm:text-8xl">
          404
        </p>
        <p data-testid="not-found-headline" className="mt-4 text-lg font-semibold text-brand-800">
          {headline}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{NOT_FOUND_PAGE.title}</h1>
        <p className="mt-4 text-slate-600">{NOT_FOUND_PAGE.text}</p>
        {context ? (
          <p data-testid="not-found-context" className="mt-2 font-medium text-slate-700">
            {context.message}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={goBack}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Go Back
          </Button>
          <Button asChild>
            <Link to={hrefFor('home')}>
              <House aria-hidden="true" className="h-4 w-4" />
              Home
            </Link>
          </Button>
        </div>
      </div>

      <section aria-labelledby="not-found-suggestions" className="mx-auto mt-16 max-w-4xl">
        <h2 id="not-found-suggestions" className="text-center text-lg font-semibold text-slate-900">
          Try one of these instead
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SUGGESTIONS.map(({ icon: Icon, title, text, to }) => (
            <li key={to + title}>
              <Link
                to={to}
                data-testid="not-found-suggestion"
                className="group flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 motion-reduce:transition-none"
              >
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-100">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="mt-4 font-semibold text-slate-900">{title}</span>
                <span className="mt-1 text-sm text-slate-600">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
