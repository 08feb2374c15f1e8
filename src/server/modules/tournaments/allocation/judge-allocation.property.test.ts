// Property tests: allocation never places a conflicted judge, places each
// judge at most once, gives every room a chair whenever the judges allow it
// (a matching of rooms to unconflicted voting judges exists), and the chair is
// the panel's highest score.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AllocationDebate,
  type AllocationJudge,
  type AllocationOptions,
  allocateJudges,
  conflictsIn,
} from './judge-allocation.ts';

/** Generous: the machine running the suite may be busy; a property run takes about a second. */
const PROPERTY_TIMEOUT_MS = 30_000;

/** Whether every room can have its own judge among those it may have (Kuhn's augmenting paths). */
function everyRoomCanBeCovered(rooms: number, allowed: (room: number) => number[]): boolean {
  const judgeOf = new Map<number, number>();
  const tryRoom = (room: number, visited: Set<number>): boolean => {
    for (const j of allowed(room)) {
      if (visited.has(j)) continue;
      visited.add(j);
      const holder = judgeOf.get(j);
      if (holder === undefined || tryRoom(holder, visited)) {
        judgeOf.set(j, room);
        return true;
      }
    }
    return false;
  };
  for (let r = 0; r < rooms; r++) if (!tryRoom(r, new Set())) return false;
  return true;
}

const caseArb = fc
  .record({
    rooms: fc.integer({ min: 1, max: 10 }),
    judges: fc.integer({ min: 0, max: 35 }),
    institutions: fc.integer({ min: 1, max: 6 }),
    panelSize: fc.integer({ min: 1, max: 4 }),
    traineesPerRoom: fc.integer({ min: 0, max: 2 }),
    preferOddPanels: fc.boolean(),
  })
  .chain((shape) =>
    fc.record({
      shape: fc.constant(shape),
      scores: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: shape.judges, maxLength: shape.judges }),
      trainee: fc.array(fc.boolean(), { minLength: shape.judges, maxLength: shape.judges }),
      judgeInstitutions: fc.array(fc.integer({ min: 0, max: shape.institutions }), {
        minLength: shape.judges,
        maxLength: shape.judges,
      }),
      teamInstitutions: fc.array(fc.integer({ min: 0, max: shape.institutions }), {
        minLength: shape.rooms * 2,
        maxLength: shape.rooms * 2,
      }),
      importance: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: shape.rooms, maxLength: shape.rooms }),
      teamConflicts: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
      judgeConflicts: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
    }),
  );

describe('judge allocation', () => {
  it(
    'never breaks a conflict, places each judge once, and chairs every room it can',
    () => {
      fc.assert(
        fc.property(
          caseArb,
          ({ shape, scores, trainee, judgeInstitutions, teamInstitutions, importance, teamConflicts, judgeConflicts }) => {
            const judges: AllocationJudge[] = scores.map((score, i) => ({
              judgeId: `j${i}`,
              score,
              isTrainee: trainee[i] === true && i % 3 === 0,
              // Institution 0 is "none": no institutional conflict.
              institutionIds: judgeInstitutions[i] ? [`i${judgeInstitutions[i]}`] : [],
            }));
            const debates: AllocationDebate[] = Array.from({ length: shape.rooms }, (_, r) => ({
              debateId: `d${r}`,
              importance: importance[r] ?? 0,
              teams: [0, 1].map((k) => {
                const inst = teamInstitutions[r * 2 + k];
                return { teamId: `t${r * 2 + k}`, institutionIds: inst ? [`i${inst}`] : [] };
              }),
            }));
            const n = Math.max(1, shape.judges);
            const options: AllocationOptions = {
              panelSize: shape.panelSize,
              traineesPerRoom: shape.traineesPerRoom,
              preferOddPanels: shape.preferOddPanels,
              judgeTeamConflicts: teamConflicts.map(([j, t]) => [`j${j % n}`, `t${t % (shape.rooms * 2)}`] as const),
              judgeJudgeConflicts: judgeConflicts.map(([a, b]) => [`j${a % n}`, `j${b % n}`] as const),
            };
            const result = allocateJudges(debates, judges, options);
            const judgeMap = new Map(judges.map((j) => [j.judgeId, j]));

            const placed = result.rooms.flatMap((r) => [r.chair, ...r.panellists, ...r.trainees]).filter((id) => id !== null);
            expect(new Set(placed).size).toBe(placed.length);
            expect(placed.length + result.unplaced.length).toBe(judges.length);

            result.rooms.forEach((room, i) => {
              const debate = debates[i] as AllocationDebate;
              expect(conflictsIn(room, debate, judgeMap, options)).toEqual([]);
              expect(room.panellists.length + (room.chair ? 1 : 0)).toBeLessThanOrEqual(shape.panelSize);
              for (const id of room.panellists)
                expect(judgeMap.get(id)?.score ?? 0).toBeLessThanOrEqual(judgeMap.get(room.chair ?? '')?.score ?? -1);
              for (const id of [room.chair, ...room.panellists]) if (id) expect(judgeMap.get(id)?.isTrainee).toBe(false);
              if (!room.chair) expect(result.shortRooms.some((s) => s.debateId === room.debateId && !s.hasChair)).toBe(true);
            });

            const voting = judges.filter((j) => !j.isTrainee);
            const teamConflictSet = new Set(options.judgeTeamConflicts?.map(([j, t]) => `${j}|${t}`));
            const canChair = (r: number) =>
              voting
                .map((j, index) => ({ j, index }))
                .filter(({ j }) =>
                  (debates[r]?.teams ?? []).every(
                    (t) =>
                      !teamConflictSet.has(`${j.judgeId}|${t.teamId}`) &&
                      !(t.institutionIds ?? []).some((x) => j.institutionIds?.includes(x)),
                  ),
                )
                .map(({ index }) => index);
            if (everyRoomCanBeCovered(shape.rooms, canChair)) expect(result.rooms.every((r) => r.chair !== null)).toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
