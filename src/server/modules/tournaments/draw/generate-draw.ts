// The draw engine's entry point: who is drawn (checked-in teams, swing teams
// or byes to make whole debates), then the two-team or BP draw for the
// format's sides. Every team drawn appears in exactly one debate; a team left
// out is named in the result (not checked in, bye, unused swing team).
import { BP_TEAMS_PER_ROOM, DEFAULT_BP_OPTIONS, drawBp } from './bp-draw.ts';
import { randomIndex } from './draw-random.ts';
import { DrawError, type DrawDebate, type DrawInput, type DrawResult, type DrawTeam } from './draw-types.ts';
import { DEFAULT_TWO_TEAM_OPTIONS, drawTwoTeam, rankTeams } from './two-team-draw.ts';

const TWO_TEAM_SIDES = 2;

function validateTeams(input: DrawInput): void {
  const ids = new Set<string>();
  for (const team of input.teams) {
    if (ids.has(team.id)) throw new DrawError('INVALID_TEAMS', `Team ${team.id} is listed twice.`, { teamId: team.id });
    ids.add(team.id);
    if (team.sideCounts.length !== input.sides.length) {
      throw new DrawError(
        'INVALID_TEAMS',
        `Team ${team.id} has ${team.sideCounts.length} side counts for ${input.sides.length} sides.`,
        {
          teamId: team.id,
        },
      );
    }
  }
}

/** The teams that take the byes: fewest byes so far, then lowest-ranked (power-paired) or at random. */
function chooseByes(teams: readonly DrawTeam[], count: number, input: DrawInput): DrawTeam[] {
  const byes: DrawTeam[] = [];
  const pool = rankTeams(teams);
  for (let k = 0; k < count; k++) {
    const fewest = Math.min(...pool.map((team) => team.byeCount ?? 0));
    const candidates = pool.filter((team) => (team.byeCount ?? 0) === fewest);
    const pick = input.method === 'random' ? candidates[randomIndex(input.random, candidates.length)] : candidates.at(-1);
    const team = pick as DrawTeam;
    pool.splice(pool.indexOf(team), 1);
    byes.push(team);
  }
  return byes;
}

export function generateDraw(input: DrawInput): DrawResult {
  const perDebate = input.sides.length;
  if (perDebate !== TWO_TEAM_SIDES && perDebate !== BP_TEAMS_PER_ROOM) {
    throw new DrawError('UNSUPPORTED_SIDES', `A draw needs two sides or BP's four, not ${perDebate}.`, { sides: perDebate });
  }
  validateTeams(input);

  const notCheckedIn = input.includeUnchecked ? [] : input.teams.filter((team) => !team.isCheckedIn);
  const present = input.teams.filter((team) => input.includeUnchecked || team.isCheckedIn);
  const regulars = present.filter((team) => !team.isSwing);
  const swings = present.filter((team) => team.isSwing);
  if (regulars.length === 0)
    throw new DrawError('NO_TEAMS', 'No team is checked in for this draw.', { notCheckedIn: notCheckedIn.map((t) => t.id) });

  const shortfall = (perDebate - (regulars.length % perDebate)) % perDebate;
  let drawn = regulars;
  let byes: DrawTeam[] = [];
  let usedSwings: DrawTeam[] = [];
  if (shortfall > 0 && input.oddTeams === 'swing') {
    if (swings.length < shortfall) {
      throw new DrawError(
        'NOT_ENOUGH_SWING_TEAMS',
        `${regulars.length} teams need ${shortfall} swing team(s) to fill the debates; ${swings.length} available.`,
        { teams: regulars.length, needed: shortfall, available: swings.length },
      );
    }
    usedSwings = swings.slice(0, shortfall);
    drawn = [...regulars, ...usedSwings];
  } else if (shortfall > 0) {
    byes = chooseByes(regulars, regulars.length % perDebate, input);
    drawn = regulars.filter((team) => !byes.includes(team));
  }

  let debates: DrawDebate[] = [];
  if (drawn.length > 0) {
    debates =
      perDebate === TWO_TEAM_SIDES
        ? drawTwoTeam({
            sides: input.sides,
            teams: drawn,
            method: input.method,
            options: { ...DEFAULT_TWO_TEAM_OPTIONS, ...input.twoTeam },
            random: input.random,
          })
        : drawBp({
            sides: input.sides,
            teams: drawn,
            method: input.method,
            options: { ...DEFAULT_BP_OPTIONS, ...input.bp },
            random: input.random,
          });
  }
  const swingIds = new Set(usedSwings.map((team) => team.id));
  for (const debate of debates) {
    for (const seat of debate.seats)
      if (swingIds.has(seat.teamId)) debate.flags.push({ kind: 'swing-team', teamId: seat.teamId });
  }
  return {
    debates,
    byeTeamIds: byes.map((team) => team.id),
    notCheckedInTeamIds: notCheckedIn.map((team) => team.id),
    unusedSwingTeamIds: swings.filter((team) => !swingIds.has(team.id)).map((team) => team.id),
  };
}

/** The sides a format's draw uses, in order (og, oo, cg, co for BP). */
export function drawSidesOf(format: { sides: readonly { id: string }[] }): string[] {
  return format.sides.map((side) => side.id);
}
