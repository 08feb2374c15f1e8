// A member's public profile (spec section 2, user/{userId}): picture, name,
// username, location, roles, experience, preferred topics, bio and when they
// joined. Never an e-mail address: the API does not send one. The competitive
// record (rating, results, judging) is the judging feature's, composed by the route.
import { CalendarDays, Gavel, MapPin, MessageSquareQuote, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEBATE_EXPERIENCE_LABELS, PRIMARY_ROLE_LABELS, type PublicProfile } from '#shared/accounts/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { labelFor } from '#web/components/labels.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { interestLabelOf, useInterests } from '#web/lib/interests.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { profileDisplayName } from './profile-summary.tsx';

function memberSince(joinedAt: string): string {
  const date = new Date(joinedAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(date);
}

/** Roles with the main one first. */
export function orderedRoles(profile: Pick<PublicProfile, 'primaryRole' | 'allRoles'>): string[] {
  const roles = new Set<string>();
  if (profile.primaryRole) roles.add(profile.primaryRole);
  for (const role of profile.allRoles) roles.add(role);
  return [...roles];
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function NotShared({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 italic">{children}</p>;
}

export function PublicProfileView({
  profile,
  isOwn,
  badges,
}: {
  profile: PublicProfile;
  isOwn: boolean;
  /** Marks from other features under the name (the ambassador badge), composed by the route. */
  badges?: ReactNode;
}) {
  const name = profileDisplayName(profile);
  const roles = orderedRoles(profile);
  const since = memberSince(profile.joinedAt);

  return (
    <div className="pb-16">
      <div className="h-32 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 sm:h-40" />
      <div className="mx-auto w-full max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="-mt-14 flex items-end justify-between gap-4 sm:-mt-16">
          <ProfileAvatar src={profile.avatarUrl} name={name} size="xl" className="shadow-md" />
          {isOwn ? (
            <Button asChild variant="secondary">
              <Link to={hrefFor('profile')}>
                <PencilLine aria-hidden="true" className="h-4 w-4" />
                Edit profile
              </Link>
            </Button>
          ) : null}
        </div>
        <div className="mt-4 min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{name}</h1>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
            {profile.username ? <span className="font-medium text-slate-700">@{profile.username}</span> : null}
            {profile.location ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="h-4 w-4 text-slate-500" />
                {profile.location}
              </span>
            ) : null}
            {since ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="h-4 w-4 text-slate-500" />
                Member since {since}
              </span>
            ) : null}
          </p>
          {badges}
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Panel title="About">
              {profile.bio ? (
                <p className="leading-relaxed whitespace-pre-line text-slate-800">{profile.bio}</p>
              ) : (
                <NotShared>{isOwn ? 'You have not written a bio yet.' : `${name} has not written a bio yet.`}</NotShared>
              )}
            </Panel>
          </div>

          <div className="space-y-6">
            <Panel title="Roles">
              {roles.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {roles.map((role) => (
                    <li key={role}>
                      <Badge tone={role === profile.primaryRole ? 'brand' : 'neutral'}>
                        {labelFor(PRIMARY_ROLE_LABELS, role)}
                        {role === profile.primaryRole && roles.length > 1 ? ' · main role' : ''}
                      </Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <NotShared>Not shared yet.</NotShared>
              )}
            </Panel>
            <Panel title="Experience">
              {profile.debateExperience ? (
                <p className="inline-flex items-center gap-2 font-medium text-slate-900">
                  <Gavel aria-hidden="true" className="h-4 w-4 text-brand-700" />
                  {labelFor(DEBATE_EXPERIENCE_LABELS, profile.debateExperience)}
                </p>
              ) : (
                <NotShared>Not shared yet.</NotShared>
              )}
            </Panel>
            <Panel title="Favourite topics">
              {profile.preferredTopics.length > 0 ? (
                <FavouriteTopics ids={profile.preferredTopics} />
              ) : (
                <NotShared>Not shared yet.</NotShared>
              )}
            </Panel>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The profile's interests by their labels (GET /api/interests, retired ones
 * included); an id the vocabulary does not know, or all of them if it cannot be
 * loaded, shows as it is stored.
 */
function FavouriteTopics({ ids }: { ids: readonly string[] }) {
  const interests = useInterests();
  if (interests.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the topics…
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2">
      {ids.map((id) => (
        <li
          key={id}
          className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
        >
          <MessageSquareQuote aria-hidden="true" className="h-3.5 w-3.5 text-brand-700" />
          {interestLabelOf(interests.data, id)}
        </li>
      ))}
    </ul>
  );
}
