// The onboarding banner of spec section 4, floating at the bottom of every page
// for a signed-in user who has not finished the welcome steps. The app shell
// loads this only once someone is signed in (root-layout.tsx), inside the query
// client, so visitors never download it and the profile read is shared with the
// pages. Rules: onboarding-banner-state.ts.
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { useSession } from '#web/lib/session.ts';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { type ProfileReadState, readDismissed, shouldShowBanner, writeDismissed } from './onboarding-banner-state.ts';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function OnboardingBanner() {
  const session = useSession();
  const { pathname } = useLocation();
  const userId = session.user?.id ?? null;
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const isDismissed = userId !== null && (dismissedFor === userId || readDismissed(sessionStore(), userId));
  const isSignedIn = session.status === 'authenticated';
  // A failed read counts as needing onboarding, so it is not retried for the banner's sake.
  const profile = useOwnProfile({ enabled: isSignedIn && !isDismissed, retry: false });
  const read: ProfileReadState = profile.isSuccess
    ? { status: 'success', profile: profile.data }
    : profile.isError
      ? { status: 'error' }
      : { status: 'pending' };

  if (!userId || !shouldShowBanner({ isSignedIn, pathname, isDismissed, profile: read })) return null;

  const handleDismiss = () => {
    writeDismissed(sessionStore(), userId);
    setDismissedFor(userId);
  };

  return (
    <section
      aria-label="Finish setting up your profile"
      data-testid="onboarding-banner"
      className="fixed inset-x-3 bottom-20 z-40 mx-auto max-w-xl rounded-2xl bg-brand-900 p-4 text-white shadow-2xl ring-1 ring-white/10 transition duration-300 starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:inset-x-auto sm:left-4 sm:bottom-4 sm:mx-0 sm:w-[28rem]"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
          <Sparkles aria-hidden="true" className="h-5 w-5 text-accent-400" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">Finish setting up your profile</p>
          <p className="mt-0.5 text-sm text-brand-100">
            Tell us your roles and interests, and we'll point you to debates and clubs that fit. It takes a minute.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Link
              to={hrefFor('onboarding')}
              className="inline-flex h-9 items-center rounded-lg bg-accent-400 px-3.5 text-sm font-semibold text-slate-900 hover:bg-accent-500"
            >
              Get started
            </Link>
            <button
              type="button"
              onClick={handleDismiss}
              className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white"
            >
              Dismiss
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
