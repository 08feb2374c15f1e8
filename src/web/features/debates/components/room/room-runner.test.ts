import { describe, expect, it } from 'vitest';
import type { Debate } from '../../types.ts';
import { hasHandedRoomToChairJudge, runnerText } from './room-runner.tsx';

const chairJudge = { userId: 'judge', name: 'Jude Chair', role: 'chair-judge' as const };
const organiser = { userId: 'creator', name: 'Olga Organiser', role: 'organiser' as const };

function debateFor(userId: string | null, canRunTimer: boolean): Debate {
  return {
    createdBy: 'creator',
    viewer: { userId, role: null, canEdit: userId === 'creator', canRunTimer },
  } as Debate;
}

describe('who runs the room', () => {
  it('names the runner and why they run it', () => {
    expect(runnerText(chairJudge)).toBe('Jude Chair (chair judge) runs the room');
    expect(runnerText(organiser)).toBe('Olga Organiser (the organiser) runs the room');
  });

  it('tells only the creator who lost the controls to a chair judge', () => {
    expect(hasHandedRoomToChairJudge(debateFor('creator', false), chairJudge)).toBe(true);
    expect(hasHandedRoomToChairJudge(debateFor('creator', true), organiser)).toBe(false);
    expect(hasHandedRoomToChairJudge(debateFor('someone', false), chairJudge)).toBe(false);
    expect(hasHandedRoomToChairJudge(debateFor(null, false), chairJudge)).toBe(false);
    // An admin who created the debate keeps the controls: nothing to explain.
    expect(hasHandedRoomToChairJudge(debateFor('creator', true), chairJudge)).toBe(false);
  });
});
