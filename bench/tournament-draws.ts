// Tournament draws, in process (the draw engine is pure: no server, no database):
// - a British Parliamentary draw of 400 teams (100 rooms) with position
//   balance (Hungarian assignment, entropy cost) after 8 rounds of random
//   results: median of 3 runs ≤ 2 s;
// - for information, a two-team power-paired draw of 400 teams after 8 rounds
//   (brackets, pull-ups, slide, conflict avoidance by minimum-cost matching).
import { performance } from 'node:perf_hooks';
import { generateDraw } from '../src/server/modules/tournaments/draw/generate-draw.ts';
import type { DrawInput } from '../src/server/modules/tournaments/draw/draw-types.ts';
import { seededRandom } from '../src/shared/training/random.ts';
import { randomTournament } from '../tests/random-tournament.ts';
import { type BenchContext, budgetRow, infoRow, median, type ResultRow, seconds } from './bench-context.ts';

const TEAMS = 400;
const ROUNDS_BEFORE = 8;
const INSTITUTIONS = 60;
const RUNS = 3;
const BP_BUDGET_MS = 2_000;
const BP_SIDES = ['og', 'oo', 'cg', 'co'];
const TWO_TEAM_SIDES = ['proposition', 'opposition'];

function timeDraw(input: Omit<DrawInput, 'random'>, seed: string): number {
  const start = performance.now();
  const result = generateDraw({ ...input, random: seededRandom(seed) });
  const ms = performance.now() - start;
  if (result.debates.length * input.sides.length !== TEAMS) throw new Error(`expected ${TEAMS} teams drawn`);
  return ms;
}

export async function runTournamentDraws(_ctx?: BenchContext): Promise<ResultRow[]> {
  const bpTeams = randomTournament({
    teams: TEAMS,
    rounds: ROUNDS_BEFORE,
    teamsPerDebate: 4,
    institutions: INSTITUTIONS,
    random: seededRandom('bench-bp'),
  });
  const bpMs = Array.from({ length: RUNS }, (_, run) =>
    timeDraw({ sides: BP_SIDES, teams: bpTeams, method: 'power-paired', oddTeams: 'swing' }, `bp-${run}`),
  );
  const twoTeams = randomTournament({
    teams: TEAMS,
    rounds: ROUNDS_BEFORE,
    teamsPerDebate: 2,
    institutions: INSTITUTIONS,
    random: seededRandom('bench-two-team'),
  });
  const twoTeamMs = Array.from({ length: RUNS }, (_, run) =>
    timeDraw({ sides: TWO_TEAM_SIDES, teams: twoTeams, method: 'power-paired', oddTeams: 'bye' }, `two-team-${run}`),
  );
  return [
    budgetRow('tournament-draws', `BP draw, ${TEAMS} teams, position balance (median of ${RUNS})`, median(bpMs), seconds, {
      max: BP_BUDGET_MS,
    }),
    infoRow('tournament-draws', `two-team power-paired draw, ${TEAMS} teams (median of ${RUNS})`, seconds(median(twoTeamMs))),
  ];
}
