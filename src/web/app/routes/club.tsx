import { useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { LazyComments } from '#web/app/lazy-comments.tsx';
import { useClub } from '#web/features/clubs/api/get-club.ts';
import { ClubDetails } from '#web/features/clubs/components/club-details.tsx';

const NOT_FOUND = {
  title: 'Club not found',
  text: 'This club does not exist or is no longer listed. Check the link, or find another club to join.',
  backTo: hrefFor('clubs'),
  backLabel: 'Browse clubs',
};

export function Component() {
  const { id = '' } = useParams();
  const club = useClub(id);
  return (
    <DetailQuery query={club} loadingLabel="Loading club…" errorTitle="Couldn’t load this club" notFound={NOT_FOUND}>
      {(data) => (
        <>
          <ClubDetails club={data} />
          <LazyComments targetType="club" targetId={data.id} />
        </>
      )}
    </DetailQuery>
  );
}
