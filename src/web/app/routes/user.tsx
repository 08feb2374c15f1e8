// A member's public profile (/user/:userId): who they are and how they take
// part. Unknown ids get a clear not-found state; e-mail addresses are never shown.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { usePublicProfile } from '#web/features/accounts/api/get-public-profile.ts';
import { PublicProfileView } from '#web/features/accounts/components/profile-public-view.tsx';
import { AmbassadorBadge } from '#web/features/content/components/ambassador-badge.tsx';
import { useSession } from '#web/lib/session.ts';

// The competitive record loads in a chunk of its own, after the profile.
const UserRecord = lazy(() =>
  import('#web/features/judging/components/record/user-record.tsx').then((module) => ({ default: module.UserRecord })),
);

export function Component() {
  const { userId = '' } = useParams();
  const session = useSession();
  const profile = usePublicProfile(userId);
  return (
    <DetailQuery
      query={profile}
      loadingLabel="Loading profile"
      errorTitle="This profile could not be loaded"
      notFound={{
        title: 'Member not found',
        text: 'There is no member at this address. The link may be wrong, or the account may have been deleted.',
        backTo: hrefFor('debates'),
        backLabel: 'Browse debates',
      }}
    >
      {(data) => (
        <>
          <PublicProfileView profile={data} isOwn={session.user?.id === data.id} badges={<AmbassadorBadge userId={data.id} />} />
          <Suspense fallback={null}>
            <UserRecord userId={data.id} />
          </Suspense>
        </>
      )}
    </DetailQuery>
  );
}
