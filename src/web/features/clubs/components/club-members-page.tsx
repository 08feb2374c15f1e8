import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { pluralize } from '#web/components/labels.ts';
import { Container } from '#web/components/ui/page.tsx';
import type { ClubDetail } from '../types.ts';
import { ClubMemberList } from './club-member-list.tsx';

/** The full member list of one club; owners and admins change roles and remove members here. */
export function ClubMembersPage({ club }: { club: ClubDetail }) {
  return (
    <Container className="pt-6 pb-16">
      <BackLink to={hrefFor('club', { id: club.id })}>{club.name}</BackLink>
      <header className="mt-6 mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900">Members of {club.name}</h1>
        <p className="mt-2 text-slate-600">
          {pluralize(club.memberCount, 'member', 'members')}. Owners and officers are listed first.
        </p>
      </header>
      <ClubMemberList clubId={club.id} canChangeRoles={club.canChangeRoles} />
    </Container>
  );
}
