// Start a Club (signed-in users; /clubs/create, /create-club and /start-club):
// the form, then the new club's page, where its creator is the owner.
import { useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useCreateClub } from '#web/features/clubs/api/create-club.ts';
import { ClubForm } from '#web/features/clubs/components/club-form.tsx';
import { notify } from '#web/lib/toast.ts';

export function Component() {
  const navigate = useNavigate();
  const create = useCreateClub();
  return (
    <Container className="pb-16">
      <PageHeader
        title="Start a club"
        lead="A club is an ongoing community that meets weekly or monthly to practise, coach newcomers and take part in events. You become its owner."
      />
      <ClubForm
        submitLabel="Start club"
        onSubmit={async (input) => {
          const club = await create.mutateAsync(input);
          notify.success({ title: 'Club started', description: 'Share the link so people can join.' });
          navigate(hrefFor('club', { id: club.id }));
        }}
      />
    </Container>
  );
}
