// Judge Notes (signed-in judges): with ?debate={id}, the judge's private flow
// sheet for that debate (its format's speeches as columns, the speakers from
// the debate); without, the debates the judge has committed to, each linking
// to its sheet. Composes the debates feature (the debate) and judging (notes).
import { ClipboardList } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { getFormat } from '#shared/formats/formats.ts';
import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { DebateQuery } from '#web/features/debates/components/debate-query.tsx';
import type { Debate } from '#web/features/debates/types.ts';
import { CommitmentList } from '#web/features/judging/components/notes/commitment-list.tsx';
import { FlowSheetEditor } from '#web/features/judging/components/notes/flow-sheet-editor.tsx';

export function Component() {
  const [params] = useSearchParams();
  const debateId = params.get('debate')?.trim() ?? '';
  if (!debateId) {
    return (
      <Container className="pb-16">
        <PageHeader
          title="Judge notes"
          lead="A flow sheet for each debate you judge: a column per speech, so each argument can be traced to the answer it got, or did not get."
        />
        <CommitmentList />
      </Container>
    );
  }
  return <DebateQuery id={debateId}>{(debate) => <DebateNotes debate={debate} />}</DebateQuery>;
}

function DebateNotes({ debate }: { debate: Debate }) {
  const format = getFormat(debate.format);
  const speakerNames = Object.fromEntries(debate.participants.map((p) => [p.role, p.name]));
  return (
    <Container className="pt-6 pb-16">
      <BackLink to={hrefFor('judge-note-taking')}>All my debates</BackLink>
      <PageHeader
        title={`Notes: ${debate.title}`}
        lead={
          <>
            <span className="font-semibold text-slate-900">Motion:</span> {debate.topic}
          </>
        }
        actions={
          <>
            {debate.status !== 'scheduled' ? (
              <Button asChild>
                <Link to={hrefFor('judge-score', { id: debate.id })}>
                  <ClipboardList aria-hidden="true" className="h-4 w-4" />
                  Ballot
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary">
              <Link to={hrefFor('debate', { id: debate.id })}>Debate page</Link>
            </Button>
          </>
        }
      />
      {format ? (
        <FlowSheetEditor key={debate.id} debateId={debate.id} format={format} speakerNames={speakerNames} />
      ) : (
        <p className="text-slate-700">This debate’s format is not known to this version of the app.</p>
      )}
    </Container>
  );
}
