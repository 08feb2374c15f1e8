// Property tests: the precedence ranks as a total preorder (ranks agree with
// the metric values, a team better on the first metric is never below,
// equal ranks only for equal values, input order changes nothing), and the
// break never cuts a tie silently.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBreak } from './break.ts';
import { compareRankValues } from './ranking.ts';
import { computeTeamStandings, type DebateResult, TEAM_METRICS, type TeamMetric } from './team-standings.ts';

/** Generous: the machine running the suite may be busy; a property run takes about a second. */
const PROPERTY_TIMEOUT_MS = 30_000;

/** A small seeded generator (mulberry32), so a failing case replays from its seed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Random results: teams paired at random each round, places at random, scores on a coarse scale so ties happen. */
function tournament(seed: number, teamsPerDebate: 2 | 4, rooms: number, rounds: number): DebateResult[] {
  const random = seeded(seed);
  const teamIds = Array.from({ length: rooms * teamsPerDebate }, (_, i) => `t${i}`);
  const results: DebateResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = shuffle(teamIds, random);
    for (let r = 0; r < rooms; r++) {
      const inRoom = order.slice(r * teamsPerDebate, (r + 1) * teamsPerDebate);
      const places = shuffle(
        inRoom.map((_, i) => i + 1),
        random,
      );
      results.push({
        debateId: `r${round}-${r}`,
        round,
        teams: inRoom.map((teamId, i) => {
          const place = places[i] as number;
          const possible = 1 + 2 * Math.floor(random() * 2);
          const given =
            place === 1 ? Math.ceil(possible / 2) + Math.floor(random() * (possible / 2)) : Math.floor(random() * (possible / 2));
          return {
            teamId,
            side: `s${i}`,
            place,
            votes: { given: Math.min(given, possible), possible },
            speakers: [0, 1].map((k) => ({
              speakerId: `${teamId}-${k}`,
              position: `p${k}`,
              score: 70 + Math.floor(random() * 5),
            })),
          };
        }),
      });
    }
  }
  return results;
}

const metricArb = fc.constantFrom(...TEAM_METRICS.filter((m) => m !== 'whoBeatWhom'));
const caseArb = fc.record({
  seed: fc.integer(),
  teamsPerDebate: fc.constantFrom(2 as const, 4 as const),
  rooms: fc.integer({ min: 1, max: 12 }),
  rounds: fc.integer({ min: 0, max: 6 }),
  precedence: fc.uniqueArray(metricArb, { minLength: 1, maxLength: 5 }),
  withWhoBeatWhom: fc.boolean(),
});

describe('team standings precedence', () => {
  it(
    'is a total preorder that agrees with the metric values and ignores input order',
    () => {
      fc.assert(
        fc.property(caseArb, ({ seed, teamsPerDebate, rooms, rounds, precedence, withWhoBeatWhom }) => {
          const results = tournament(seed, teamsPerDebate, rooms, rounds);
          const order: TeamMetric[] = withWhoBeatWhom
            ? [...precedence.slice(0, 1), 'whoBeatWhom', ...precedence.slice(1)]
            : precedence;
          const rows = computeTeamStandings([], results, { precedence: order });
          const ascending = order.map((m) => m === 'speakerScoreStdDev');
          const valuesOf = (row: (typeof rows)[number]) => row.metrics.slice(0, order.length).map((m) => m.value);

          for (let i = 0; i < rows.length; i++) {
            const a = rows[i] as (typeof rows)[number];
            expect(a.rank).toBeLessThanOrEqual(i + 1);
            for (let j = i + 1; j < rows.length; j++) {
              const b = rows[j] as (typeof rows)[number];
              const cmp = compareRankValues(valuesOf(a), valuesOf(b), ascending);
              // Listed first means not worse; equal ranks exactly when every value is equal.
              expect(cmp).toBeLessThanOrEqual(0);
              expect(a.rank === b.rank).toBe(cmp === 0);
              // Better on the first metric: never ranked below.
              const [fa, fb] = [valuesOf(a)[0] ?? null, valuesOf(b)[0] ?? null];
              if (fa !== null && fb !== null && fa !== fb) expect(ascending[0] ? fa < fb : fa > fb).toBe(true);
            }
          }
          // Reversed input, the same ranks; sorting the result again changes nothing.
          const again = computeTeamStandings([], [...results].reverse(), { precedence: order });
          expect(new Map(again.map((r) => [r.teamId, r.rank]))).toEqual(new Map(rows.map((r) => [r.teamId, r.rank])));
          expect(again.map((r) => r.teamId)).toEqual(rows.map((r) => r.teamId));
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('the break', () => {
  it(
    'never cuts a tie silently: every eligible team level with a breaking team breaks, is in the tie, or is excluded by name',
    () => {
      fc.assert(
        fc.property(
          caseArb,
          fc.integer({ min: 1, max: 20 }),
          ({ seed, teamsPerDebate, rooms, rounds, precedence }, breakSize) => {
            const results = tournament(seed, teamsPerDebate, rooms, rounds);
            const rows = computeTeamStandings([], results, { precedence: precedence.slice(0, 2) });
            const [result] = computeBreak(
              rows,
              rows.map((r) => ({ teamId: r.teamId, categories: [] })),
              [{ id: 'open', name: 'Open', breakSize, priority: 1, isGeneral: true }],
              { excludeTeamsBreakingHigher: true },
            );
            if (!result) throw new Error('no break');
            const breaking = new Set(result.breaking.map((t) => t.teamId));
            const tied = new Set(result.tie?.teamIds ?? []);
            const lastRank = Math.max(0, ...result.breaking.map((t) => t.rank), result.tie?.rank ?? 0);
            for (const row of rows) {
              if (row.rank > lastRank) {
                expect(breaking.has(row.teamId)).toBe(false);
                continue;
              }
              expect(breaking.has(row.teamId) || tied.has(row.teamId)).toBe(true);
            }
            if (result.status === 'complete') expect(result.breaking.length).toBe(Math.min(breakSize, rows.length));
            else {
              expect(result.status).toBe('tie-at-break');
              expect(result.breaking.length + (result.tie?.places ?? 0)).toBe(breakSize);
              expect(tied.size).toBeGreaterThan(result.tie?.places ?? 0);
            }
          },
        ),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
