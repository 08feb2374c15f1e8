import { describe, expect, it } from 'vitest';
import type { CommitmentView } from '#shared/judging/contract.ts';
import { commitmentsToNote } from './commitment-list.tsx';

const commitment = (id: string, startsAt: string): CommitmentView =>
  ({
    debate: { id, title: id, startsAt } as CommitmentView['debate'],
    position: 'chair',
    acceptedAt: startsAt,
    ballotSubmitted: false,
    resultConfirmed: false,
  }) as CommitmentView;

describe('commitmentsToNote', () => {
  it('lists each debate once, soonest first', () => {
    const list = commitmentsToNote(
      [commitment('b', '2030-01-03T10:00:00Z'), commitment('a', '2030-01-02T10:00:00Z')],
      [commitment('a', '2030-01-02T10:00:00Z'), commitment('c', '2030-01-01T10:00:00Z')],
    );
    expect(list.map((c) => c.debate.id)).toEqual(['c', 'a', 'b']);
  });
});
