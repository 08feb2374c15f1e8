// Roadmap: what works in this version and what comes next. Keep this page true:
// move an item to "Available now" only in the release that ships it.
import { CircleCheck, Dumbbell, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Section } from '#web/components/content/prose.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

const AVAILABLE: readonly { text: string; href?: string; linkLabel?: string }[] = [
  {
    text: 'Browse, create and join debates as a speaker or in the audience, and follow them in live rooms with a shared timer.',
    href: hrefFor('debates'),
    linkLabel: 'Browse debates',
  },
  {
    text: 'Create an account with two-factor sign-in, Google sign-in and password reset; set up your profile and settings.',
    href: hrefFor('auth', {}, { query: { tab: 'register' } }),
    linkLabel: 'Create an account',
  },
  {
    text: 'Apply to judge, accept judge roles, take notes during a round and submit ballots; results feed ratings and leaderboards.',
    href: hrefFor('become-judge'),
    linkLabel: 'Become a judge',
  },
  {
    text: 'Start and run a club, host events, suggest topics and vote on them, and comment on what you read.',
    href: hrefFor('clubs'),
    linkLabel: 'Find a club',
  },
  {
    text: 'E-mail confirmations, debate reminders, judge assignments and scores; choose which e-mails you receive and unsubscribe with one click.',
    href: hrefFor('profile', {}, { hash: 'email-preferences' }),
    linkLabel: 'E-mail preferences',
  },
  {
    text: 'Run your own installation: one Node.js process with a built-in database, or PostgreSQL; every API operation is described at /api/docs.',
  },
  {
    text: 'Run it from an admin area: a dashboard, members (roles, bans, sessions, deletion), every debate, club and event (feature them on the home page, cancel, delete), the interests members choose from, one moderation queue for reports and requests, the e-mail queue with schedules and announcements, first-party usage statistics, error reports, an audit log of every admin action, and the site settings.',
  },
  {
    text: 'Install the site as an app and keep reading your debates, events, clubs and My Debates when the connection drops; judges’ ballots and notes are kept on the device and sent once when it returns; opt in to push notifications.',
    href: hrefFor('settings', {}, { hash: 'push-notifications' }),
    linkLabel: 'Notification settings',
  },
];

const NEXT: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Dumbbell,
    title: 'Training',
    body: 'Modules for building arguments, rebuttal, research, speeches and mock debates, with a skill assessment and your history.',
  },
];

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Roadmap"
        lead="What you can do in this version, and what we are building next. We do not publish dates we cannot keep."
      />

      <Section id="now" title="Available now" className="mt-4">
        <ul className="grid gap-3">
          {AVAILABLE.map(({ text, href, linkLabel }) => (
            <li key={text} className="flex gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
              <p className="text-slate-700">
                {text}{' '}
                {href ? (
                  <Link to={href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                    {linkLabel}
                  </Link>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="next" title="Coming next" lead="Planned for upcoming releases. None of these are available yet.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {NEXT.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <Badge tone="brand">Planned</Badge>
              </div>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="feedback" title="Tell us what matters to you">
        <p className="max-w-3xl text-slate-700">
          Missing something, or want one item sooner? Open an issue on the project’s code repository, or read how to reach the
          team on the{' '}
          <Link to={hrefFor('contact')} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            contact page
          </Link>
          .
        </p>
      </Section>
    </Container>
  );
}
