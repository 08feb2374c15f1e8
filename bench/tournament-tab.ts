// Tournament tab, in process (standings and allocation are pure: no server, no database):
// - judge allocation of 300 judges (with institutions, personal conflicts and
//   trainees) to 100 rooms of varied importance, panels of three: median of 5 runs ≤ 3 s;
// - team standings of 400 teams over 9 rounds (BP precedence: points, speaks,
//   firsts, seconds, draw strength), median of 9 runs ≤ 200 ms; for information,
//   the two-team precedence with who-beat-whom, the speaker standings and the break.
import { performance } from 'node:perf_hooks';
import {
  allocateJudges,
  type AllocationDebate,
  type AllocationJudge,
} from '../src/server/modules/tournaments/allocation/judge-allocation.ts';
import { computeBreak } from '../src/server/modules/tournaments/standings/break.ts';
import { computeSpeakerStandings } from '../src/server/modules/tournaments/standings/speaker-standings.ts';
import {
  computeTeamStandings,
  type DebateResult,
  TEAM_STANDINGS_PRESETS,
} from '../src/server/modules/tournaments/standings/team-standings.ts';
import { seededRandom, seededShuffle } from '../src/shared/training/random.ts';
import { type BenchContext, budgetRow, infoRow, median, type ResultRow, seconds } from './bench-context.ts';

const ROOMS = 100;
const JUDGES = 300;
const TRAINEES = 30;
const INSTITUTIONS = 60;
const PERSONAL_CONFLICTS = 150;
const ALLOCATION_RUNS = 5;
const ALLOCATION_BUDGET_MS = 3_000;

const TEAMS = 400;
const ROUNDS = 9;
const STANDINGS_RUNS = 9;
const STANDINGS_BUDGET_MS = 200;

const ms = (n: number) => `${n.toFixed(1)} ms`;

function allocationInput(seed: string) {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const debates: AllocationDebate[] = Array.from({ length: ROOMS }, (_, r) => ({
    debateId: `d${r}`,
    importance: pick(5),
    teams: [0, 1, 2, 3].map((k) => ({ teamId: `t${r * 4 + k}`, institutionIds: [`i${pick(INSTITUTIONS)}`] })),
  }));
  const judges: AllocationJudge[] = Array.from({ length: JUDGES }, (_, j) => ({
    judgeId: `j${j}`,
    score: 1 + random() * 4,
    institutionIds: [`i${pick(INSTITUTIONS)}`],
    isTrainee: j < TRAINEES,
  }));
  const judgeTeamConflicts = Array.from(
    { length: PERSONAL_CONFLICTS },
    () => [`j${pick(JUDGES)}`, `t${pick(ROOMS * 4)}`] as const,
  );
  const judgeJudgeConflicts = Array.from({ length: PERSONAL_CONFLICTS }, () => [`j${pick(JUDGES)}`, `j${pick(JUDGES)}`] as const);
  return { debates, judges, judgeTeamConflicts, judgeJudgeConflicts };
}

/** Nine rounds of random BP results for 400 teams, speaker scores for two speakers each. */
function bpResults(seed: string): DebateResult[] {
  const random = seededRandom(seed);
  const teamIds = Array.from({ length: TEAMS }, (_, i) => `t${i}`);
  const results: DebateResult[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = seededShuffle(teamIds, `${seed}-${round}`);
    for (let r = 0; r < TEAMS / 4; r++) {
      const places = seededShuffle([1, 2, 3, 4], `${seed}-${round}-${r}`);
      results.push({
        debateId: `r${round}-${r}`,
        round,
        teams: [0, 1, 2, 3].map((k) => {
          const teamId = order[r * 4 + k] as string;
          return {
            teamId,
            side: ['og', 'oo', 'cg', 'co'][k] as string,
            place: places[k] as number,
            speakers: [0, 1].map((s) => ({
              speakerId: `${teamId}-${s}`,
              position: `p${s}`,
              score: 70 + Math.round(random() * 20) / 2,
            })),
          };
        }),
      });
    }
  }
  return results;
}

function timed<T>(run: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = run();
  return { ms: performance.now() - start, value };
}

export async function runTournamentTab(_ctx?: BenchContext): Promise<ResultRow[]> {
  const allocationMs: number[] = [];
  let shortRooms = 0;
  for (let run = 0; run < ALLOCATION_RUNS; run++) {
    const input = allocationInput(`bench-allocation-${run}`);
    const { ms: elapsed, value } = timed(() =>
      allocateJudges(input.debates, input.judges, {
        panelSize: 3,
        traineesPerRoom: 1,
        judgeTeamConflicts: input.judgeTeamConflicts,
        judgeJudgeConflicts: input.judgeJudgeConflicts,
      }),
    );
    if (value.rooms.some((room) => room.chair === null)) throw new Error('a room was left without a chair');
    shortRooms = Math.max(shortRooms, value.shortRooms.length);
    allocationMs.push(elapsed);
  }

  const results = bpResults('bench-standings');
  const teams = Array.from({ length: TEAMS }, (_, i) => ({ teamId: `t${i}` }));
  const standingsMs: number[] = [];
  let standings = computeTeamStandings(teams, results, { precedence: TEAM_STANDINGS_PRESETS.bp });
  for (let run = 0; run < STANDINGS_RUNS; run++) {
    const { ms: elapsed, value } = timed(() => computeTeamStandings(teams, results, { precedence: TEAM_STANDINGS_PRESETS.bp }));
    standingsMs.push(elapsed);
    standings = value;
  }
  const wbw = timed(() => computeTeamStandings(teams, results, { precedence: ['points', 'whoBeatWhom', 'speakerScoreTotal'] }));
  const speakers = timed(() => computeSpeakerStandings([], results, { minimumSpeeches: 6 }));
  const breakRun = timed(() =>
    computeBreak(
      standings,
      teams.map((t) => ({ teamId: t.teamId, categories: [] })),
      [{ id: 'open', name: 'Open', breakSize: 48, priority: 1, isGeneral: true }],
      { excludeTeamsBreakingHigher: true },
    ),
  );

  return [
    budgetRow(
      'tournament-tab',
      `judge allocation, ${JUDGES} judges to ${ROOMS} rooms, panels of 3 (median of ${ALLOCATION_RUNS})`,
      median(allocationMs),
      seconds,
      { max: ALLOCATION_BUDGET_MS },
    ),
    infoRow('tournament-tab', 'rooms short of a full panel (most in a run)', String(shortRooms)),
    budgetRow(
      'tournament-tab',
      `team standings, ${TEAMS} teams × ${ROUNDS} rounds, BP precedence (median of ${STANDINGS_RUNS})`,
      median(standingsMs),
      ms,
      { max: STANDINGS_BUDGET_MS },
    ),
    infoRow('tournament-tab', 'team standings with who-beat-whom', ms(wbw.ms)),
    infoRow('tournament-tab', `speaker standings, ${TEAMS * 2} speakers`, ms(speakers.ms)),
    infoRow('tournament-tab', 'the break, 48 of 400', ms(breakRun.ms)),
  ];
}
