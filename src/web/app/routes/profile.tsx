// Profile (signed-in users): how other members see you, edited in one form, and
// the e-mail preferences that every e-mail links to (#email-preferences).
import { Container } from '#web/components/ui/page.tsx';
import { DetailSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { useScrollToHash } from '#web/components/content/use-scroll-to-hash.ts';
import { useOwnProfile } from '#web/features/accounts/api/get-own-profile.ts';
import { EmailPreferencesForm } from '#web/features/accounts/components/email-preferences-form.tsx';
import { ProfileForm } from '#web/features/accounts/components/profile-form.tsx';
import { ProfileSummary } from '#web/features/accounts/components/profile-summary.tsx';

/** Mounted with the loaded page, so a #fragment's target exists when it scrolls. */
function ScrollToHash() {
  useScrollToHash();
  return null;
}

export function Component() {
  const profile = useOwnProfile();

  if (profile.data === undefined) {
    if (profile.isPending) return <DetailSkeleton label="Loading your profile" />;
    return (
      <Container className="py-16">
        <QueryErrorState
          headingLevel={1}
          title="Your profile could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      </Container>
    );
  }

  return (
    <Container className="max-w-4xl pb-16">
      <ScrollToHash />
      <ProfileSummary profile={profile.data} />
      <ProfileForm profile={profile.data} />
      <div className="mt-12">
        <EmailPreferencesForm />
      </div>
    </Container>
  );
}
