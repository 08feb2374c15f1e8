import { useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { useClub } from '#web/features/clubs/api/get-club.ts';
import { ClubMembersPage } from '#web/features/clubs/components/club-members-page.tsx';

const NOT_FOUND = {
  title: 'Club not found',
  text: 'This club does not exist or is no longer listed, so it has no members to show.',
  backTo: hrefFor('clubs'),
  backLabel: 'Browse clubs',
};

export function Component() {
  const { id = '' } = useParams();
  const club = useClub(id);
  return (
    <DetailQuery query={club} loadingLabel="Loading club members…" errorTitle="Couldn’t load this club" notFound={NOT_FOUND}>
      {(data) => <ClubMembersPage club={data} />}
    </DetailQuery>
  );
}
