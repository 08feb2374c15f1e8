// Settings (signed-in users): password, sessions, connected accounts
// (#identities), two-factor sign-in, e-mail preferences, push notifications, what the device
// keeps offline, usage statistics and
// deleting the account, each a section with its own anchor.
import { BarChart3, BellRing, WifiOff } from 'lucide-react';
import { useScrollToHash } from '#web/components/content/use-scroll-to-hash.ts';
import { OfflineCopies } from '#web/components/offline/offline-copies.tsx';
import { DetailSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useMyEmailPreferences } from '#web/features/accounts/api/get-my-email-preferences.ts';
import { useOwnProfile } from '#web/features/accounts/api/get-own-profile.ts';
import { SettingsSection } from '#web/features/accounts/components/settings-section.tsx';
import { DeleteAccountSection } from '#web/features/accounts/components/settings-delete-account.tsx';
import { EmailSettingsSection } from '#web/features/accounts/components/settings-email.tsx';
import { IdentitiesSection } from '#web/features/accounts/components/settings-identities.tsx';
import { PasswordSection } from '#web/features/accounts/components/settings-password.tsx';
import { SessionsSection } from '#web/features/accounts/components/settings-sessions.tsx';
import { TwoFactorSection } from '#web/features/accounts/components/settings-two-factor.tsx';
import { AnalyticsSwitch } from '#web/features/analytics/components/analytics-switch.tsx';
import { PushSettings } from '#web/features/push/components/push-settings.tsx';

const SECTIONS = [
  { id: 'password', label: 'Password' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'identities', label: 'Connected accounts' },
  { id: 'two-factor', label: 'Two-factor sign-in' },
  { id: 'email-preferences', label: 'E-mail preferences' },
  { id: 'push-notifications', label: 'Push notifications' },
  { id: 'offline', label: 'Offline on this device' },
  { id: 'analytics', label: 'Usage statistics' },
  { id: 'delete-account', label: 'Delete account' },
] as const;

/** Mounted with the loaded page, so a #fragment's target exists when it scrolls. */
function ScrollToHash() {
  useScrollToHash();
  return null;
}

function SectionNav() {
  return (
    <nav aria-label="Settings sections" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0">
        {SECTIONS.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="block rounded-full bg-white px-3.5 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-900 lg:rounded-lg lg:bg-transparent lg:px-3 lg:py-2 lg:ring-0"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Component() {
  const profile = useOwnProfile();
  // Push notifications show which kinds an e-mail switch turned off holds back.
  const emailPreferences = useMyEmailPreferences();

  if (profile.data === undefined) {
    if (profile.isPending) return <DetailSkeleton label="Loading your settings" />;
    return (
      <Container className="py-16">
        <QueryErrorState
          headingLevel={1}
          title="Your settings could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      </Container>
    );
  }

  const data = profile.data;
  return (
    <Container className="pb-16">
      <ScrollToHash />
      <PageHeader title="Settings" lead="Your password, where you are signed in, how you sign in, and your e-mails." />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <SectionNav />
        <div className="min-w-0 space-y-6">
          <PasswordSection profile={data} />
          <SessionsSection />
          <IdentitiesSection profile={data} />
          <TwoFactorSection profile={data} />
          <EmailSettingsSection email={data.email} isVerified={data.emailVerified} />
          <SettingsSection
            id="push-notifications"
            title="Push notifications"
            icon={BellRing}
            description="Notifications from this site on your phone or computer, even when the site is closed. Off until you turn them on."
          >
            <PushSettings emailPreferences={emailPreferences.data} />
          </SettingsSection>
          <SettingsSection
            id="offline"
            title="Offline on this device"
            icon={WifiOff}
            description="What this device keeps so it opens without a connection: the sections you use most and your next debates. Removed when you sign out."
          >
            <OfflineCopies />
          </SettingsSection>
          <SettingsSection
            id="analytics"
            title="Usage statistics"
            icon={BarChart3}
            description="Which pages are opened and a few actions, counted on this site’s own server. No third parties, no extra cookies."
          >
            <AnalyticsSwitch />
          </SettingsSection>
          <DeleteAccountSection profile={data} />
        </div>
      </div>
    </Container>
  );
}
