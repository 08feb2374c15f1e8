// Edit Debate: the creator (or an admin) changes a scheduled debate or cancels it.
import { useNavigate, useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useCancelDebate } from '#web/features/debates/api/cancel-debate.ts';
import { useUpdateDebate } from '#web/features/debates/api/update-debate.ts';
import { DebateForm } from '#web/features/debates/components/debate-form.tsx';
import { DebateQuery } from '#web/features/debates/components/debate-query.tsx';
import type { Debate } from '#web/features/debates/types.ts';
import { useTopics } from '#web/features/topics/api/list-topics.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { notify, notifyError } from '#web/lib/toast.ts';

function EditDebate({ debate }: { debate: Debate }) {
  const navigate = useNavigate();
  const update = useUpdateDebate(debate.id);
  const cancel = useCancelDebate(debate.id);
  const topics = useTopics({ page: 1, limit: 100, sort: 'alphabetical' });
  const back = () => navigate(hrefFor('debate', { id: debate.id }));

  if (!debate.viewer.canEdit || debate.status !== 'scheduled') {
    return (
      <Container className="pb-16">
        <PageHeader title="Edit debate" lead={debate.title} />
        <p className="max-w-2xl rounded-lg bg-slate-100 px-4 py-3 text-slate-700" data-testid="edit-refused">
          {debate.viewer.canEdit
            ? 'This debate has already started, finished or been cancelled, so it can no longer be changed.'
            : 'Only the person who created this debate, or an admin, can change it.'}
        </p>
        <Button variant="secondary" className="mt-4" onClick={back}>
          Back to the debate
        </Button>
      </Container>
    );
  }

  const handleCancel = async () => {
    if (!window.confirm('Cancel this debate? Everyone who joined keeps seeing it as cancelled, and reminders stop.')) return;
    try {
      await cancel.mutateAsync(undefined);
      notify.success({ title: 'Debate cancelled' });
      back();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500)
        notify.error({ title: 'Not cancelled', description: error.message });
      else notifyError(error);
    }
  };

  return (
    <Container className="pb-16">
      <PageHeader title="Edit debate" lead={debate.title} />
      <DebateForm
        initial={{ ...debate, location: debate.location ?? '', onlineUrl: debate.onlineUrl }}
        topics={topics.data?.items ?? []}
        submitLabel="Save changes"
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          notify.success({ title: 'Debate saved' });
          back();
        }}
      />
      <section className="mt-12 max-w-2xl rounded-xl p-5 ring-1 ring-red-200">
        <h2 className="text-lg font-semibold text-slate-900">Cancel the debate</h2>
        <p className="mt-1 text-sm text-slate-600">The debate stays listed as cancelled; this cannot be undone.</p>
        <Button variant="danger" className="mt-3" onClick={handleCancel} disabled={cancel.isPending}>
          Cancel debate
        </Button>
      </section>
    </Container>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return <DebateQuery id={id}>{(debate) => <EditDebate debate={debate} />}</DebateQuery>;
}
