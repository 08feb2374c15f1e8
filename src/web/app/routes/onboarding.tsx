// Onboarding (signed-in users): seven short welcome steps, each completed or
// skipped and saved as it is left, so a return resumes there. Someone who has
// finished them sees "You're all set" instead, and may
// go through them again.
import { useRef, useState } from 'react';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { useOwnProfile } from '#web/features/accounts/api/get-own-profile.ts';
import { OnboardingDone } from '#web/features/accounts/components/onboarding-done.tsx';
import { OnboardingFlow } from '#web/features/accounts/components/onboarding-flow.tsx';

function FlowSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <div className="h-4 w-24 rounded bg-slate-200 motion-safe:animate-pulse" />
      <div className="mt-4 h-1.5 w-full rounded-full bg-slate-200" />
      <div className="mt-8 h-7 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-200 motion-safe:animate-pulse" />
      <div className="mt-8 grid gap-3 sm:grid-cols-3">
        <div className="h-28 rounded-xl bg-slate-100" />
        <div className="h-28 rounded-xl bg-slate-100" />
        <div className="h-28 rounded-xl bg-slate-100" />
      </div>
    </div>
  );
}

export function Component() {
  const profile = useOwnProfile();
  const [isRunningAgain, setIsRunningAgain] = useState(false);
  // Decided when the profile first arrives: finishing the steps updates the
  // profile, and the page must not flip to "You're all set" on its way out.
  const wasCompleted = useRef<boolean | null>(null);
  if (profile.data && wasCompleted.current === null) wasCompleted.current = profile.data.onboardingCompleted;

  if (profile.data === undefined) {
    return (
      <Container className="max-w-3xl py-8 pb-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome</h1>
        <div className="mt-6">
          {profile.isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading your profile
              </p>
              <FlowSkeleton />
            </>
          ) : (
            <QueryErrorState
              title="The welcome steps could not be loaded"
              error={profile.error}
              onRetry={() => void profile.refetch()}
              isRetrying={profile.isFetching}
            />
          )}
        </div>
      </Container>
    );
  }

  if (wasCompleted.current && !isRunningAgain) {
    return (
      <Container className="max-w-3xl py-8 pb-16">
        <OnboardingDone onRunAgain={() => setIsRunningAgain(true)} />
      </Container>
    );
  }

  return (
    <Container className="max-w-3xl py-8 pb-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome to the community</h1>
      <p className="mt-2 text-slate-600">
        A few short steps to set up your profile. Each one can be completed or skipped, and you can change everything later.
      </p>
      <div className="mt-6">
        <OnboardingFlow profile={profile.data} />
      </div>
    </Container>
  );
}
