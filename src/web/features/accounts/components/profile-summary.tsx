// The top of the signed-in user's profile page: picture, name, username and the
// private e-mail, with links to the public page and to settings.
import { ExternalLink, Settings, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { displayName } from '#shared/accounts/display-name.ts';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

/** The profile's name by the one rule every page uses (src/shared/accounts/display-name.ts). */
export function profileDisplayName(profile: { fullName: string | null; username: string | null }): string {
  return displayName(profile);
}

export function ProfileSummary({ profile }: { profile: OwnProfile }) {
  const name = profileDisplayName(profile);
  return (
    <div className="flex flex-col gap-6 py-8 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-5">
        <ProfileAvatar src={profile.avatarUrl} name={name} size="lg" className="shadow-sm ring-slate-100" />
        <div className="min-w-0">
          <h1 className="truncate text-3xl font-bold tracking-tight text-slate-900">{name}</h1>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-slate-600">
            {profile.username ? <span className="font-medium text-slate-700">@{profile.username}</span> : null}
            <span className="relative min-w-0 truncate" title="Only you can see your e-mail address">
              {profile.email}
              <span className="sr-only"> (only you can see this)</span>
            </span>
          </p>
          {profile.onboardingCompleted ? null : (
            <Link
              to={hrefFor('onboarding')}
              className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
            >
              <Sparkles aria-hidden="true" className="h-4 w-4" />
              Finish setting up your profile
            </Link>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link to={hrefFor('user', { userId: profile.id })}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            View public profile
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={hrefFor('settings')}>
            <Settings aria-hidden="true" className="h-4 w-4" />
            Settings
          </Link>
        </Button>
      </div>
    </div>
  );
}
