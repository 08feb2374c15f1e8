// Judge Commitment: one debate (debates feature) seen by a judge (judging
// feature): its panel, accepting a position and withdrawing before the start.
import { useParams } from 'react-router';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { DebateQuery } from '#web/features/debates/components/debate-query.tsx';
import { JudgeCommitment } from '#web/features/judging/components/commitments/judge-commitment.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <DebateQuery id={id}>
      {(debate) => (
        <JudgeCommitment debate={debate}>
          <Section id="commitment" title="What you commit to">
            <Prose>
              <ul>
                <li>Arrive, in person or online, before the debate starts.</li>
                <li>Take notes through every speech and decide on the arguments made in the round.</li>
                <li>Submit a ballot with the result, speaker scores and written feedback soon after the round.</li>
                <li>Withdraw as early as possible if you can no longer make it, so the organizer can find another judge.</li>
              </ul>
            </Prose>
          </Section>
        </JudgeCommitment>
      )}
    </DebateQuery>
  );
}
