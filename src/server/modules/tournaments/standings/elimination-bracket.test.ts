import { describe, expect, it } from 'vitest';
import {
  BracketError,
  type EliminationRound,
  firstEliminationRound,
  isSupportedBpBreak,
  nextEliminationRound,
  type SeededTeam,
} from './elimination-bracket.ts';

const seeds = (n: number): SeededTeam[] => Array.from({ length: n }, (_, i) => ({ teamId: `T${i + 1}`, seed: i + 1 }));
const seedsOf = (round: EliminationRound) => round.rooms.map((room) => room.teams.map((t) => t.seed));
/** The higher seed wins every room (the top `advancePerRoom`). */
const chalk = (round: EliminationRound) =>
  round.rooms.map((room) => ({
    roomRank: room.roomRank,
    advancing: [...room.teams]
      .sort((a, b) => a.seed - b.seed)
      .slice(0, round.advancePerRoom)
      .map((t) => t.teamId),
  }));

describe('two-team elimination', () => {
  it('folds 1 v 8, 2 v 7… and the top two seeds meet only in the final', () => {
    const qf = firstEliminationRound(seeds(8), 2);
    expect(qf.name).toBe('Quarterfinals');
    expect(seedsOf(qf)).toEqual([
      [1, 8],
      [2, 7],
      [3, 6],
      [4, 5],
    ]);
    const sf = nextEliminationRound(qf, chalk(qf));
    expect(sf && seedsOf(sf)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    const final = sf && nextEliminationRound(sf, chalk(sf));
    expect(final?.name).toBe('Grand final');
    expect(final && seedsOf(final)).toEqual([[1, 2]]);
    expect(final && nextEliminationRound(final, chalk(final))).toBeNull();
  });

  it('follows the standard bracket after an upset: 8 beats 1 and meets the 4/5 winner', () => {
    const qf = firstEliminationRound(seeds(8), 2);
    const results = chalk(qf).map((r) => (r.roomRank === 1 ? { roomRank: 1, advancing: ['T8'] } : r));
    const sf = nextEliminationRound(qf, results);
    expect(sf && seedsOf(sf)).toEqual([
      [4, 8],
      [2, 3],
    ]);
  });

  it('a break of 12: seeds 1–4 bypass a partial octofinal of 5 v 12 … 8 v 9', () => {
    const partial = firstEliminationRound(seeds(12), 2);
    expect(partial.name).toBe('Partial octofinals');
    expect(partial.bypassing.map((t) => t.seed)).toEqual([1, 2, 3, 4]);
    expect(seedsOf(partial)).toEqual([
      [5, 12],
      [6, 11],
      [7, 10],
      [8, 9],
    ]);
    expect(partial.rooms.map((r) => r.roomRank)).toEqual([5, 6, 7, 8]);
    const qf = nextEliminationRound(partial, chalk(partial));
    expect(qf && seedsOf(qf)).toEqual([
      [1, 8],
      [2, 7],
      [3, 6],
      [4, 5],
    ]);
  });

  it('refuses a result for a team that was not in the room', () => {
    const qf = firstEliminationRound(seeds(4), 2);
    expect(() =>
      nextEliminationRound(qf, [
        { roomRank: 1, advancing: ['T2'] },
        { roomRank: 2, advancing: ['T2'] },
      ]),
    ).toThrow(BracketError);
  });
});

describe('British Parliamentary elimination (Tabbycat bpelimination.py)', () => {
  it('16 teams fold four ways: room 1 is seeds 1, 8, 9, 16', () => {
    const qf = firstEliminationRound(seeds(16), 4);
    expect(qf.name).toBe('Quarterfinals');
    expect(seedsOf(qf)).toEqual([
      [1, 8, 9, 16],
      [2, 7, 10, 15],
      [3, 6, 11, 14],
      [4, 5, 12, 13],
    ]);
    const sf = nextEliminationRound(qf, chalk(qf));
    expect(sf && seedsOf(sf)).toEqual([
      [1, 4, 5, 8],
      [2, 3, 6, 7],
    ]);
    const final = sf && nextEliminationRound(sf, chalk(sf));
    expect(final && seedsOf(final)).toEqual([[1, 2, 3, 4]]);
    expect(final?.advancePerRoom).toBe(1);
    expect(final && nextEliminationRound(final, chalk(final))).toBeNull();
  });

  it('24 teams: the top 8 bypass partial octofinals of seeds 9–24 (rooms ranked 9 to 12)', () => {
    const partial = firstEliminationRound(seeds(24), 4);
    expect(partial.name).toBe('Partial octofinals');
    expect(partial.bypassing).toHaveLength(8);
    expect(partial.rooms.map((r) => r.roomRank)).toEqual([9, 10, 11, 12]);
    expect(seedsOf(partial)).toEqual([
      [9, 16, 17, 24],
      [10, 15, 18, 23],
      [11, 14, 19, 22],
      [12, 13, 20, 21],
    ]);
    const qf = nextEliminationRound(partial, chalk(partial));
    // Room i: bypassing seeds i and 9−i with the pair from partial room i.
    expect(qf && seedsOf(qf)).toEqual([
      [1, 8, 9, 16],
      [2, 7, 10, 15],
      [3, 6, 11, 14],
      [4, 5, 12, 13],
    ]);
  });

  it('refuses a break that is neither 4·2ⁿ nor 6·2ⁿ, saying which sizes work', () => {
    expect(isSupportedBpBreak(20)).toBe(false);
    expect(() => firstEliminationRound(seeds(20), 4)).toThrow(/4·2ⁿ.*6·2ⁿ/);
    for (const size of [4, 6, 8, 12, 16, 24, 32, 48]) expect(isSupportedBpBreak(size)).toBe(true);
  });
});
