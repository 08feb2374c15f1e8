// Rating updates with openskill's Weng-Lin Plackett-Luce model.
import { describe, expect, it } from 'vitest';
import { NEW_RATING, ordinalOf, placesOf, rateTeams } from './ratings.ts';

const member = (userId: string, mu = NEW_RATING.mu, sigma = NEW_RATING.sigma) => ({ userId, before: { mu, sigma } });

describe('rateTeams', () => {
  it('moves the winners up, the losers down, and narrows everyone’s uncertainty', () => {
    const after = rateTeams([
      { side: 'proposition', place: 1, members: [member('a'), member('b')] },
      { side: 'opposition', place: 2, members: [member('c'), member('d')] },
    ]);
    for (const id of ['a', 'b']) expect(after.get(id)?.mu).toBeGreaterThan(NEW_RATING.mu);
    for (const id of ['c', 'd']) expect(after.get(id)?.mu).toBeLessThan(NEW_RATING.mu);
    for (const id of ['a', 'b', 'c', 'd']) expect(after.get(id)?.sigma).toBeLessThan(NEW_RATING.sigma);
  });

  it('orders four BP teams by their ranks', () => {
    const after = rateTeams([
      { side: 'og', place: 3, members: [member('og')] },
      { side: 'oo', place: 1, members: [member('oo')] },
      { side: 'cg', place: 4, members: [member('cg')] },
      { side: 'co', place: 2, members: [member('co')] },
    ]);
    const mu = (id: string) => after.get(id)?.mu ?? 0;
    expect(mu('oo')).toBeGreaterThan(mu('co'));
    expect(mu('co')).toBeGreaterThan(mu('og'));
    expect(mu('og')).toBeGreaterThan(mu('cg'));
  });

  it('moves an expected win less than an upset', () => {
    const expected = rateTeams([
      { side: 'a', place: 1, members: [member('strong', 35, 3)] },
      { side: 'b', place: 2, members: [member('weak', 20, 3)] },
    ]);
    const upset = rateTeams([
      { side: 'a', place: 2, members: [member('strong', 35, 3)] },
      { side: 'b', place: 1, members: [member('weak', 20, 3)] },
    ]);
    expect((upset.get('weak')?.mu ?? 0) - 20).toBeGreaterThan((expected.get('strong')?.mu ?? 0) - 35);
  });

  it('rates nothing without two teams with debaters', () => {
    expect(
      rateTeams([
        { side: 'a', place: 1, members: [member('x')] },
        { side: 'b', place: 2, members: [] },
      ]).size,
    ).toBe(0);
  });
});

describe('placesOf and ordinalOf', () => {
  it('places a two-sided winner first', () => {
    expect(
      placesOf({
        kind: 'sides',
        winner: 'opposition',
        votes: {},
        speakerScores: {},
        replyScores: {},
        totals: { proposition: 150, opposition: 148 },
      }),
    ).toEqual({ proposition: 2, opposition: 1 });
  });

  it('is mu − 3σ', () => {
    expect(ordinalOf({ mu: 30, sigma: 2 })).toBeCloseTo(24);
  });
});
