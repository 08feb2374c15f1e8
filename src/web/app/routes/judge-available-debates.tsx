// Debates Needing Judges: upcoming debates whose panel still has room, for
// approved judges; others are asked to sign in or to apply.
import { useListParams } from '#web/components/list-params.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { JudgeGate } from '#web/features/judging/components/applications/judge-gate.tsx';
import { AvailableDebates } from '#web/features/judging/components/commitments/available-debates.tsx';

export function Component() {
  const list = useListParams();
  return (
    <Container className="pb-16">
      <PageHeader
        title="Debates needing judges"
        lead="Upcoming debates that are still looking for a judge. Pick one that fits your time and level, and commit to judging it."
      />
      <JudgeGate feature="debates needing judges">
        <AvailableDebates list={list} />
      </JudgeGate>
    </Container>
  );
}
