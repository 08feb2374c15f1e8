// What /onboarding shows once the steps are done: a short "You're all set", the
// obvious next places to go, and a way to run the steps again.
import { CalendarDays, CheckCircle2, MessagesSquare, RotateCcw, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';

const NEXT_STEPS = [
  { to: hrefFor('profile'), icon: UserRound, title: 'Your profile', text: 'See and edit what others see.' },
  { to: hrefFor('debates'), icon: MessagesSquare, title: 'Browse debates', text: 'Join one that suits your level.' },
  { to: hrefFor('clubs'), icon: Users, title: 'Find a club', text: 'Practise with the same people.' },
  { to: hrefFor('events'), icon: CalendarDays, title: 'Upcoming events', text: 'Tournaments and workshops.' },
] as const;

export function OnboardingDone({ onRunAgain }: { onRunAgain: () => void }) {
  return (
    <div
      className="rounded-2xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-10"
      data-testid="onboarding-done"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-green-100 text-green-700">
        <CheckCircle2 aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900">You're all set</h1>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        Your profile is set up. You can change any of it on your profile page, or go through the welcome steps again.
      </p>
      <ul className="mx-auto mt-8 grid max-w-2xl gap-3 text-left sm:grid-cols-2">
        {NEXT_STEPS.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-xl p-4 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:ring-brand-200"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="ghost" className="mt-6" onClick={onRunAgain}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        Go through the steps again
      </Button>
    </div>
  );
}
