// Create Debate (signed-in users): the form, then the new debate's page.
import { useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useCreateDebate } from '#web/features/debates/api/create-debate.ts';
import { DebateForm } from '#web/features/debates/components/debate-form.tsx';
import { useTopics } from '#web/features/topics/api/list-topics.ts';
import { notify } from '#web/lib/toast.ts';

export function Component() {
  const navigate = useNavigate();
  const create = useCreateDebate();
  const topics = useTopics({ page: 1, limit: 100, sort: 'alphabetical' });
  return (
    <Container className="pb-16">
      <PageHeader
        title="Create a debate"
        lead="Schedule a single debate of one to two hours: choose the motion, the format, when and where it happens, and how many people speak."
      />
      <DebateForm
        topics={topics.data?.items ?? []}
        submitLabel="Create debate"
        onSubmit={async (input) => {
          const { id } = await create.mutateAsync(input);
          notify.success({ title: 'Debate created', description: 'Share the link so people can join.' });
          navigate(hrefFor('debate', { id }));
        }}
      />
    </Container>
  );
}
