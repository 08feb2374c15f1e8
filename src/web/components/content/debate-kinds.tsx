// The "What's What?" help content of spec section 1: the three kinds of
// gathering (debates, events, clubs) and the three debate types. Shared by the
// landing page, How It Works and Get Started so the numbers never drift apart.
import { ArrowRight, CalendarRange, Clock, type LucideIcon, MessagesSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import { DEBATE_TYPES } from '#shared/debates/types.ts';
import { hrefFor } from '#shared/routes.ts';

export interface Gathering {
  title: string;
  duration: string;
  body: string;
  href: string;
  linkLabel: string;
  icon: LucideIcon;
}

export const GATHERINGS: readonly Gathering[] = [
  {
    title: 'Debates',
    duration: '1–2 hours',
    body: 'A single, timed session on one motion. Speakers take sides, a judge scores the round and everyone gets feedback.',
    href: hrefFor('debates'),
    linkLabel: 'Browse debates',
    icon: MessagesSquare,
  },
  {
    title: 'Events',
    duration: 'Half a day to a weekend',
    body: 'Several activities in one gathering: rounds of debates, workshops, a final and time to meet the people you argued with.',
    href: hrefFor('events'),
    linkLabel: 'See events',
    icon: CalendarRange,
  },
  {
    title: 'Clubs',
    duration: 'Weekly or monthly',
    body: 'An ongoing community that meets regularly to practise, coach newcomers and send teams to events.',
    href: hrefFor('clubs'),
    linkLabel: 'Find a club',
    icon: Users,
  },
];

/** The debate types: a table from the md breakpoint, stacked cards below it. */
export function DebateTypesTable({ caption = 'Debate types at a glance' }: { caption?: string }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                Type
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Duration
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Character
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Level
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-700">
            {DEBATE_TYPES.map((type) => (
              <tr key={type.id}>
                <th scope="row" className="px-5 py-4 font-semibold text-slate-900">
                  {type.label}
                </th>
                <td className="whitespace-nowrap px-5 py-4">{type.duration}</td>
                <td className="px-5 py-4">{type.character}</td>
                <td className="px-5 py-4">{type.level}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {DEBATE_TYPES.map((type) => (
          <li key={type.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{type.label}</p>
            <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Duration</dt>
              <dd className="text-slate-800">{type.duration}</dd>
              <dt className="text-slate-600">Character</dt>
              <dd className="text-slate-800">{type.character}</dd>
              <dt className="text-slate-600">Level</dt>
              <dd className="text-slate-800">{type.level}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The three kinds of gathering as cards, each linking to its list. */
export function GatheringCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {GATHERINGS.map(({ title, duration, body, href, linkLabel, icon: Icon }) => (
        <li key={title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="h-6 w-6" />
          </span>
          <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {duration}
          </p>
          <p className="mt-3 flex-1 text-slate-600">{body}</p>
          <Link
            to={href}
            className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {linkLabel}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
