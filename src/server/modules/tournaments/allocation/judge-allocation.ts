// Judge allocation: a chair, panellists and trainees for every debate of a
// round, by the Hungarian method (the munkres package), as Tabbycat's
// allocators do (adjallocation/allocators/hungarian.py). Conflicts are hard
// constraints: a judge is never placed with a team or a judge they conflict
// with (personal conflicts, and institutions shared with a team); when that or
// the number of judges leaves a room short, the result names the room and why.
// A debate's importance decides where the strongest judges go; a judge's
// score comes from feedback and calibration. docs/tournaments-tab.md.
import munkres from 'munkres';

export interface AllocationJudge {
  judgeId: string;
  /** Higher is better (a feedback or calibration rating, any scale). */
  score: number;
  /** Institutions the judge is attached to (their own and past ones); a team of one of them is a conflict. */
  institutionIds?: readonly string[];
  /** Never a chair or a panellist. */
  isTrainee?: boolean;
}

export interface AllocationTeam {
  teamId: string;
  institutionIds?: readonly string[];
}

export interface AllocationDebate {
  debateId: string;
  /** Higher needs the stronger panel (e.g. from liveness or bracket), any scale. */
  importance: number;
  teams: readonly AllocationTeam[];
}

export interface AllocationOptions {
  /** Voting judges per room, the chair included (1: a chair alone). */
  panelSize: number;
  /** Trainees per room at most, placed after the panels; default 1. */
  traineesPerRoom?: number;
  /** Judges scoring below this are placed as trainees only. */
  minVotingScore?: number;
  /** Personal conflicts, judge and team. */
  judgeTeamConflicts?: readonly (readonly [judgeId: string, teamId: string])[];
  /** Personal conflicts between judges: never on the same panel. */
  judgeJudgeConflicts?: readonly (readonly [string, string])[];
  /** A judge and a team of the same institution conflict; default true. */
  institutionConflicts?: boolean;
  /** Judges who have judged a team before: avoided where it costs little (a soft constraint). */
  history?: readonly (readonly [judgeId: string, teamId: string])[];
  /** Keep panels odd (no split decisions left to the chair): leftover voting judges stay unplaced. Default true. */
  preferOddPanels?: boolean;
}

export type ShortReason = 'not-enough-judges' | 'conflicts';

export interface RoomAllocation {
  debateId: string;
  importance: number;
  chair: string | null;
  panellists: string[];
  trainees: string[];
  /** Why this panel: the room's importance and the judges' scores. */
  reasons: string[];
  warnings: string[];
}

export interface ShortRoom {
  debateId: string;
  hasChair: boolean;
  /** Voting judges missing from the planned panel. */
  missing: number;
  reason: ShortReason;
  message: string;
}

export interface AllocationResult {
  /** In the order of the debates given. */
  rooms: RoomAllocation[];
  /** Rooms without a chair or with fewer voting judges than `panelSize`. */
  shortRooms: ShortRoom[];
  unplaced: string[];
  warnings: string[];
}

/** A cost larger than any sum of allowed costs: the assignment takes a forbidden cell only when nothing else fills the row. */
const FORBIDDEN = 1e9;
/** What a seen-before pairing costs, against a judge's value in 1–2 × a room's weight in 1–2. */
const HISTORY_PENALTY = 0.5;

function normaliser(values: readonly number[]): (v: number) => number {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const range = max - min;
  return (v) => (range > 0 ? (v - min) / range : 0.5);
}

function pairKey(a: string, b: string): string {
  return `${a}\u0000${b}`;
}

interface RoomState {
  debate: AllocationDebate;
  weight: number;
  voting: AllocationJudge[];
  trainees: AllocationJudge[];
  plannedVoting: number;
  shortBecause?: ShortReason;
}

export function allocateJudges(
  debates: readonly AllocationDebate[],
  judges: readonly AllocationJudge[],
  options: AllocationOptions,
): AllocationResult {
  if (!Number.isInteger(options.panelSize) || options.panelSize < 1) throw new RangeError('The panel size must be at least 1');
  const traineesPerRoom = options.traineesPerRoom ?? 1;
  const checkInstitutions = options.institutionConflicts ?? true;
  const warnings: string[] = [];

  const judgeTeam = new Set((options.judgeTeamConflicts ?? []).map(([j, t]) => pairKey(j, t)));
  const judgeJudge = new Set<string>();
  for (const [a, b] of options.judgeJudgeConflicts ?? []) {
    judgeJudge.add(pairKey(a, b));
    judgeJudge.add(pairKey(b, a));
  }
  const seen = new Map<string, number>();
  for (const [j, t] of options.history ?? []) seen.set(pairKey(j, t), (seen.get(pairKey(j, t)) ?? 0) + 1);

  const scoreOf = normaliser(judges.map((j) => j.score));
  const importanceOf = normaliser(debates.map((d) => d.importance));
  const rooms: RoomState[] = debates.map((debate) => ({
    debate,
    weight: 1 + importanceOf(debate.importance),
    voting: [],
    trainees: [],
    plannedVoting: 0,
  }));

  const conflictsWithTeams = (judge: AllocationJudge, debate: AllocationDebate) =>
    debate.teams.some(
      (team) =>
        judgeTeam.has(pairKey(judge.judgeId, team.teamId)) ||
        (checkInstitutions && (team.institutionIds ?? []).some((id) => judge.institutionIds?.includes(id))),
    );
  const conflictsInRoom = (judge: AllocationJudge, room: RoomState) =>
    conflictsWithTeams(judge, room.debate) ||
    [...room.voting, ...room.trainees].some((other) => judgeJudge.has(pairKey(judge.judgeId, other.judgeId)));
  const historyCount = (judge: AllocationJudge, debate: AllocationDebate) =>
    debate.teams.reduce((n, team) => n + (seen.get(pairKey(judge.judgeId, team.teamId)) ?? 0), 0);

  const isVoting = (j: AllocationJudge) =>
    !j.isTrainee && (options.minVotingScore === undefined || j.score >= options.minVotingScore);
  let votingPool = judges.filter(isVoting);
  let traineePool = judges.filter((j) => !isVoting(j));

  // Plan the panel sizes: a chair everywhere first, then full panels in order of importance.
  const byImportance = [...rooms].sort((a, b) => b.weight - a.weight);
  let spare = votingPool.length - rooms.length;
  for (const room of byImportance) room.plannedVoting = 1;
  if (spare < 0) warnings.push(`${rooms.length} rooms but only ${votingPool.length} voting judges: some rooms have no chair.`);
  for (const room of byImportance) {
    const extra = Math.min(options.panelSize - 1, Math.max(0, spare));
    // A partial panel is kept odd; a full panel is the size the tournament chose.
    const isEvenPartial = 1 + extra < options.panelSize && (1 + extra) % 2 === 0;
    const granted = (options.preferOddPanels ?? true) && isEvenPartial ? extra - 1 : extra;
    room.plannedVoting += granted;
    spare -= granted;
  }

  /**
   * One Hungarian pass: at most one judge from `pool` into each of `targets`,
   * minimising −(room weight × judge value), conflicts forbidden.
   */
  const assign = (
    targets: RoomState[],
    pool: AllocationJudge[],
    weightOf: (room: RoomState) => number,
    place: (room: RoomState, judge: AllocationJudge) => void,
  ): Set<AllocationJudge> => {
    const used = new Set<AllocationJudge>();
    if (targets.length === 0 || pool.length === 0) return used;
    const costs = targets.map((room) =>
      pool.map((judge) => {
        if (conflictsInRoom(judge, room)) return FORBIDDEN;
        return -weightOf(room) * (1 + scoreOf(judge.score)) + HISTORY_PENALTY * historyCount(judge, room.debate);
      }),
    );
    for (const [r, c] of munkres(costs)) {
      const room = targets[r];
      const judge = pool[c];
      if (!room || !judge || (costs[r]?.[c] ?? FORBIDDEN) >= FORBIDDEN) continue;
      place(room, judge);
      used.add(judge);
    }
    return used;
  };

  for (let slot = 0; slot < options.panelSize; slot++) {
    const targets = rooms.filter((room) => room.plannedVoting > slot && room.voting.length === slot);
    const used = assign(
      targets,
      votingPool,
      (room) => room.weight,
      (room, judge) => room.voting.push(judge),
    );
    const free = votingPool.filter((j) => !used.has(j));
    // A free judge who fits an unfilled room cannot exist: the assignment fills as many rooms as it can.
    for (const room of targets)
      if (room.voting.length === slot) room.shortBecause ??= free.length > 0 ? 'conflicts' : 'not-enough-judges';
    votingPool = votingPool.filter((j) => !used.has(j));
  }

  // Trainees shadow the strongest chairs first.
  for (let slot = 0; slot < traineesPerRoom; slot++) {
    const targets = rooms.filter((room) => room.voting.length > 0 && room.trainees.length === slot);
    const used = assign(
      targets,
      traineePool,
      (room) => 1 + Math.max(...room.voting.map((j) => scoreOf(j.score))),
      (room, judge) => room.trainees.push(judge),
    );
    traineePool = traineePool.filter((j) => !used.has(j));
  }

  const shortRooms: ShortRoom[] = [];
  const rank = new Map(byImportance.map((room, i) => [room, i + 1]));
  const result: RoomAllocation[] = rooms.map((room) => {
    const voting = [...room.voting].sort((a, b) => b.score - a.score);
    const [chair, ...panellists] = voting;
    const roomWarnings: string[] = [];
    const reasons = [`Importance ${room.debate.importance} (${rank.get(room)} of ${rooms.length} rooms)`];
    if (chair) reasons.push(`Chair ${chair.judgeId}: the highest score on the panel (${chair.score})`);
    if (voting.length > 1)
      reasons.push(`Panel average score ${(voting.reduce((s, j) => s + j.score, 0) / voting.length).toFixed(2)}`);
    if (voting.length > 1 && voting.length % 2 === 0)
      roomWarnings.push(`An even panel of ${voting.length}: the chair breaks a split.`);
    for (const judge of [...voting, ...room.trainees]) {
      for (const team of room.debate.teams) {
        if (seen.has(pairKey(judge.judgeId, team.teamId)))
          roomWarnings.push(`${judge.judgeId} has judged ${team.teamId} before.`);
      }
    }
    const missing = options.panelSize - voting.length;
    if (!chair || missing > 0) {
      const reason: ShortReason = room.shortBecause ?? 'not-enough-judges';
      const message = !chair
        ? reason === 'conflicts'
          ? 'No chair: every judge still free conflicts with a team or a judge in this room.'
          : 'No chair: there are not enough voting judges.'
        : reason === 'conflicts'
          ? `${missing} panellist(s) short: the judges still free conflict with this room.`
          : `${missing} panellist(s) short: there are not enough voting judges${
              room.plannedVoting < options.panelSize ? ' (stronger rooms were filled first)' : ''
            }.`;
      roomWarnings.push(message);
      shortRooms.push({ debateId: room.debate.debateId, hasChair: chair !== undefined, missing, reason, message });
    }
    return {
      debateId: room.debate.debateId,
      importance: room.debate.importance,
      chair: chair?.judgeId ?? null,
      panellists: panellists.map((j) => j.judgeId),
      trainees: room.trainees.map((j) => j.judgeId),
      reasons,
      warnings: roomWarnings,
    };
  });
  const unplaced = [...votingPool, ...traineePool].map((j) => j.judgeId);
  if (votingPool.length > 0 && shortRooms.length > 0)
    warnings.push(`${votingPool.length} voting judge(s) unplaced while rooms are short: their conflicts rule them out there.`);
  else if (votingPool.length > 0 && (options.preferOddPanels ?? true))
    warnings.push(`${votingPool.length} voting judge(s) left unplaced to keep the panels odd.`);
  return { rooms: result, shortRooms, unplaced, warnings };
}

/** Every conflict a placed judge has in its room; empty for any allocation this module makes (used by checks and tests). */
export function conflictsIn(
  allocation: RoomAllocation,
  debate: AllocationDebate,
  judges: ReadonlyMap<string, AllocationJudge>,
  options: AllocationOptions,
): string[] {
  const found: string[] = [];
  const placed = [allocation.chair, ...allocation.panellists, ...allocation.trainees].filter((id): id is string => id !== null);
  const judgeTeam = new Set((options.judgeTeamConflicts ?? []).map(([j, t]) => pairKey(j, t)));
  const judgeJudge = new Set((options.judgeJudgeConflicts ?? []).flatMap(([a, b]) => [pairKey(a, b), pairKey(b, a)]));
  for (const id of placed) {
    const judge = judges.get(id);
    for (const team of debate.teams) {
      if (judgeTeam.has(pairKey(id, team.teamId))) found.push(`${id} × ${team.teamId}`);
      if (
        (options.institutionConflicts ?? true) &&
        (team.institutionIds ?? []).some((inst) => judge?.institutionIds?.includes(inst))
      )
        found.push(`${id} × ${team.teamId} (institution)`);
    }
    for (const other of placed) if (other !== id && judgeJudge.has(pairKey(id, other))) found.push(`${id} × ${other}`);
  }
  return found;
}
