// A whole tournament in the browser against the real server (issue 24's journey;
// docs/tournaments.md, docs/tournaments-rounds.md, docs/tournaments-tab.md): 16
// Lincoln-Douglas teams of one speaker each from two schools, 8 approved judges,
// 3 preliminary rounds and an open break of 4.
//
// Set-up goes through the API. Each preliminary round: check-in (the API for
// most, one team in the browser), the tab director writes the motion, generates
// the draw on the round page, reads its reasons, allocates the judges and
// releases the draw, the panels and the motion; a debater finds their room and
// their live debate; one chair opens their room and scores in the browser, the
// other chairs through the same API the ballot page uses; the tab director
// confirms one result in the browser and the rest through the API. Then the
// standings, the break confirmed on the tab page, the semifinals (1v4, 2v3) and
// the grand final, where a dissenting ballot must be acknowledged before the
// result confirms; the champion shown; the team tab released to a visitor.
//
// Results follow a fixed order of strength (the stronger team always wins, on
// the higher speaker score), so what is checked is what must follow from the
// results, not a particular random draw: every team drawn once a round, no
// repeated pairing, no round-1 pairing within a school, standings that match
// the ballots, a break of the top 4 seeded 1v4 and 2v3, the strongest team
// champion. axe on the round page (staff and debater) and the tab page (staff
// and visitor).
import { expect as baseExpect, test } from '@playwright/test';
import type { RoundView } from '../src/shared/tournaments/rounds-contract.ts';
import {
  type BreakView,
  type RoundResultsView,
  type StandingsView,
  TAB_MESSAGES,
} from '../src/shared/tournaments/tab-contract.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newJudge, post } from './support/judging.ts';
import { type Member, newMember } from './support/members.ts';
import { newTournamentViaApi } from './support/tournaments.ts';

test.describe.configure({ timeout: 420_000 });
// The staff's round page holds eight rooms, each with its editors, and follows the
// tournament's realtime channel: on two shared cores it can take more than the
// default 10 s to settle after a draw changes.
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const TITLE = 'Journey Sixteen Open';
const TREES = [
  'Alder',
  'Birch',
  'Cedar',
  'Damson',
  'Elm',
  'Fir',
  'Ginkgo',
  'Hazel',
  'Ivy',
  'Juniper',
  'Kauri',
  'Larch',
  'Maple',
  'Nutmeg',
  'Oak',
  'Pine',
];
const SCHOOLS = ['Northgate School', 'Southgate School'];
const JUDGES = ['Anise', 'Borage', 'Caraway', 'Dill', 'Fennel', 'Ginger', 'Hyssop', 'Lovage'];
const PRELIMS = 3;
const MOTIONS = [
  'This house would make public transport free',
  'This house would ban homework in primary schools',
  'This house would lower the voting age to sixteen',
  'This house would abolish standardised testing',
  'This house would make voting compulsory',
];
const REASON =
  'The winning side weighed its framework against the other side’s and carried the clash on the key impacts of the round.';

interface Team {
  id: string;
  name: string;
  institution: string;
  /** The order of strength the ballots follow: the higher always wins. */
  strength: number;
  speaker: Member;
}

/** A team's speaker score in every debate: 25.1 to 26.6, higher for a stronger team, so no two teams tie on speaks. */
const scoreOf = (team: Team) => (251 + team.strength) / 10;

async function getJson<T>(member: Member, path: string): Promise<T> {
  const res = await member.context.request.get(path);
  const body = await res.text();
  expect(res.status(), `GET ${path}: ${body}`).toBe(200);
  return JSON.parse(body) as T;
}

async function patch(member: Member, path: string, data: unknown) {
  const res = await member.context.request.patch(path, { headers: { origin: baseURL() }, data });
  return { status: res.status(), body: await res.text() };
}

function expectStatus(answer: { status: number; body: string }, status: number, what: string) {
  expect(answer.status, `${what}: ${answer.body}`).toBe(status);
}

/** The body the ballot page sends: the stronger team wins on the higher score; a dissent calls it the other way. */
function ballotFor(aff: Team, neg: Team, dissent = false) {
  const affWins = aff.strength > neg.strength !== dissent;
  const [high, low] = [Math.max(scoreOf(aff), scoreOf(neg)), Math.min(scoreOf(aff), scoreOf(neg))];
  return {
    kind: 'sides',
    winner: affWins ? 'affirmative' : 'negative',
    speakerScores: affWins ? { aff: high, neg: low } : { aff: low, neg: high },
    reason: REASON,
  };
}

async function inBatches<T, R>(items: readonly T[], make: (item: T) => Promise<R>, size = 3): Promise<R[]> {
  const made: R[] = [];
  for (let i = 0; i < items.length; i += size) made.push(...(await Promise.all(items.slice(i, i + size).map(make))));
  return made;
}

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

test('a 16-team tournament: three rounds, a break of four, semifinals and a final', async ({ browser }) => {
  const started = Date.now();
  /** Elapsed time by phase in the test's output, to see where a slow run spends it. */
  const phase = (name: string) => console.log(`[journey ${Math.round((Date.now() - started) / 1000)} s] ${name}`);
  // ------------------------------------------------------------------ set-up (API)
  const director = await newMember(browser, baseURL(), 'Journey Tab Director');
  const { tournamentId } = await newTournamentViaApi(director, {
    title: TITLE,
    format: 'lincoln-douglas',
    preliminaryRounds: PRELIMS,
    pairing: 'fold',
    categories: [{ name: 'Open', breakSize: 4 }],
    location: 'Civic Centre',
    hoursAhead: 2,
  });
  const api = `/api/tournaments/${tournamentId}`;
  const roundUrl = (seq: number) => `/tournaments/${tournamentId}/rounds/${seq}`;
  for (const [i, letter] of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].entries()) {
    expectStatus(await post(director, `${api}/venues`, { name: `Hall ${letter}`, priority: 10 - i }), 201, 'add venue');
  }

  // A few at a time: each sign-up hashes a password, and 24 at once would starve the server.
  const speakers = await inBatches(TREES, (tree) => newMember(browser, baseURL(), `${tree} Speaker`));
  const judges = await inBatches(JUDGES, (name) => newJudge(browser, `Judge ${name}`));
  phase('members and judges made');
  const teams: Team[] = [];
  for (const [i, tree] of TREES.entries()) {
    const speaker = speakers[i] as Member;
    const institution = SCHOOLS[i % SCHOOLS.length] as string;
    const registered = await post(speaker, `${api}/teams`, { name: `${tree} Debaters`, institution });
    expectStatus(registered, 201, 'register team');
    teams.push({
      id: (JSON.parse(registered.body) as { id: string }).id,
      name: `${tree} Debaters`,
      institution,
      strength: i,
      speaker,
    });
  }
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const judgeByAdjudicator = new Map<string, Member>();
  const adjudicatorIds: string[] = [];
  for (const judge of judges) {
    const registered = await post(judge, `${api}/adjudicators`, { institution: 'Adjudicators Guild' });
    expectStatus(registered, 201, 'register adjudicator');
    const id = (JSON.parse(registered.body) as { id: string }).id;
    judgeByAdjudicator.set(id, judge);
    adjudicatorIds.push(id);
  }
  const { page } = director;
  // The debater whose view the journey follows: a middle-strength team.
  const debaterTeam = teams[6] as Team;
  const debater = debaterTeam.speaker;

  const checkIn = async (seq: number, body: { teamId: string } | { adjudicatorId: string }) =>
    expectStatus(await post(director, `${api}/rounds/${seq}/checkins`, body), 200, `check in for round ${seq}`);

  /** Starts each debate (its chair) and submits the voting panel's ballots through the API, but for the chairs in `skipChairsOf`. */
  async function ballotsThroughApi(round: RoundView, skipChairsOf: Set<string>, dissenter?: string) {
    for (const debate of round.debates) {
      if (debate.isBye || !debate.debateId) continue;
      const [aff, neg] = debate.teams.map((t) => teamById.get(t.teamId) as Team) as [Team, Team];
      const panel = debate.panel ?? [];
      const chair = panel.find((seat) => seat.role === 'chair');
      expect(chair, `${debate.id} has a chair`).toBeDefined();
      if (!skipChairsOf.has(debate.id)) {
        const chairJudge = judgeByAdjudicator.get(chair?.adjudicatorId as string) as Member;
        expectStatus(await post(chairJudge, `/api/debates/${debate.debateId}/start`, {}), 200, 'start debate');
      }
      for (const seat of panel) {
        if (seat.role === 'trainee') continue;
        if (seat.role === 'chair' && skipChairsOf.has(debate.id)) continue;
        const judge = judgeByAdjudicator.get(seat.adjudicatorId) as Member;
        const body = ballotFor(aff, neg, seat.adjudicatorId === dissenter);
        expectStatus(await post(judge, `/api/judging/debates/${debate.debateId}/ballot`, body), 201, 'submit ballot');
      }
    }
  }

  /** A chair opens their live room and submits their ballot on the score page. */
  async function chairScoresInBrowser(judge: Member, debateId: string, aff: Team, neg: Team) {
    const judgePage = judge.page;
    await judgePage.goto(`/debates/${debateId}`);
    await judgePage.getByRole('button', { name: 'Start debate' }).click();
    await expect(judgePage.getByRole('button', { name: 'Start AC' })).toBeVisible();
    await judgePage.goto(`/judge/score/${debateId}`);
    await expect(judgePage.getByRole('heading', { level: 1, name: /^Ballot: / })).toBeVisible();
    const winner = aff.strength > neg.strength ? 'Affirmative' : 'Negative';
    const ballot = ballotFor(aff, neg);
    await judgePage.getByRole('radio', { name: winner, exact: true }).check();
    await judgePage.getByLabel(`Speaker score: ${aff.speaker.name} (Affirmative)`).fill(String(ballot.speakerScores.aff));
    await judgePage.getByLabel(`Speaker score: ${neg.speaker.name} (Negative)`).fill(String(ballot.speakerScores.neg));
    await judgePage.getByLabel('Reason for decision').fill(REASON);
    await judgePage.getByRole('button', { name: 'Submit ballot' }).click();
    await judgePage.getByTestId('submit-step').getByRole('button', { name: 'Yes, submit my ballot' }).click();
    await expect(judgePage.getByTestId('my-ballot')).toContainText(`Winner: ${winner}`);
  }

  /** The director confirms Room 1 on the round page (over a conflict when `acknowledge`), the others through the API. */
  async function confirmResults(seq: number, round: RoundView, { acknowledge = false } = {}) {
    await page.goto(roundUrl(seq));
    const firstRoom = round.debates.find((d) => !d.isBye && d.roomIndex === 0) as RoundView['debates'][number];
    const result = page.getByTestId('round-result').filter({ has: page.getByRole('heading', { name: 'Room 1', exact: true }) });
    await expect(page.getByTestId('round-result')).toHaveCount(round.debates.length);
    const voting = (firstRoom.panel ?? []).filter((seat) => seat.role !== 'trainee').length;
    await expect(result).toContainText(`${voting} of ${voting} ballots in`);
    if (acknowledge) await expect(result.getByText('Ballots conflict')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm the result of Room 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the result of Room 1?' });
    if (acknowledge) {
      await expect(dialog).toContainText('The ballots name different winners');
      await dialog.getByRole('button', { name: 'Confirm result' }).click();
      await expect(dialog.getByText('Tick that you have checked the ballots first.')).toBeVisible();
      await dialog.getByLabel('I have checked these ballots: confirm the panel’s decision anyway.').check();
    }
    await dialog.getByRole('button', { name: 'Confirm result' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(result.getByText('Confirmed', { exact: true })).toBeVisible();
    for (const debate of round.debates) {
      if (debate.isBye || debate.id === firstRoom.id) continue;
      expectStatus(await post(director, `${api}/results/${debate.id}/confirm`, {}), 200, 'confirm result');
    }
    const results = await getJson<RoundResultsView>(director, `${api}/rounds/${seq}/results`);
    for (const debate of results.debates) {
      expect(debate.confirmed, `round ${seq}, room ${debate.roomIndex + 1} confirmed`).toBe(true);
      if (debate.isBye) continue;
      const [a, b] = debate.teams.map((t) => teamById.get(t.teamId) as Team) as [Team, Team];
      const stronger = a.strength > b.strength ? a : b;
      // The stronger team won: by every ballot, or by the majority over a dissent.
      expect(debate.teams.find((t) => t.teamId === stronger.id)?.place, `${stronger.name} won`).toBe(1);
    }
    return results;
  }

  // ------------------------------------------------------------------ preliminary rounds
  const met = new Set<string>();
  const wins = new Map(teams.map((t) => [t.id, 0]));
  let reasonsShown = 0;
  for (let seq = 1; seq <= PRELIMS; seq++) {
    // Check-in: the judges and all teams but one through the API; the one in the browser.
    const browserTeam = seq === 1 ? debaterTeam : (teams[seq] as Team);
    for (const id of adjudicatorIds) await checkIn(seq, { adjudicatorId: id });
    for (const team of teams) if (team !== browserTeam) await checkIn(seq, { teamId: team.id });
    phase(`round ${seq}: checked in through the API`);
    if (seq === 1) {
      // The debater checks their own team in from the round's page.
      await debater.page.goto(`/tournaments/${tournamentId}`);
      await debater.page.getByRole('link', { name: /Round 1/ }).click();
      await expect(debater.page).toHaveURL(roundUrl(1));
      await debater.page.getByRole('button', { name: 'Check my team in' }).click();
      await expect(debater.page.getByText('Your team is checked in for Round 1.')).toBeVisible();
    }

    await page.goto(roundUrl(seq));
    await expect(page.getByRole('heading', { level: 1, name: `Round ${seq}` })).toBeVisible();
    if (seq !== 1) await page.getByRole('button', { name: `Check ${browserTeam.name} in` }).click();
    await expect(page.getByText(`${teams.length + judges.length} of ${teams.length + judges.length} checked in.`)).toBeVisible();

    // The motion, the draw and its reasons.
    const motion = MOTIONS[seq - 1] as string;
    await page.getByRole('textbox', { name: 'Motion', exact: true }).fill(motion);
    await page.getByRole('button', { name: 'Save round' }).click();
    await expect(page.getByText('Not released yet:')).toBeVisible();
    await page.getByRole('button', { name: 'Generate draw' }).click();
    await expect(page.getByRole('heading', { name: 'Draw (draft, seen by the staff only)' })).toBeVisible();
    await expect(page.getByTestId('draw-room')).toHaveCount(8);
    const draft = await getJson<RoundView>(director, `${api}/rounds/${seq}`);
    expect(draft.debates).toHaveLength(8);
    expect(draft.debates.every((d) => !d.isBye && d.teams.length === 2)).toBe(true);
    const drawnIds = draft.debates.flatMap((d) => d.teams.map((t) => t.teamId));
    expect(new Set(drawnIds).size, 'every team drawn once').toBe(teams.length);
    expect(drawnIds.every((id) => teamById.has(id))).toBe(true);
    for (const debate of draft.debates) {
      expect(debate.teams.map((t) => t.side).sort()).toEqual(['affirmative', 'negative']);
      const [a, b] = debate.teams.map((t) => t.teamId) as [string, string];
      expect(met.has(pairKey(a, b)), `${teamById.get(a)?.name} and ${teamById.get(b)?.name} meet again`).toBe(false);
      if (seq === 1) {
        // Round 1 avoids pairing two teams of one school (always possible with two schools of eight).
        expect(teamById.get(a)?.institution).not.toBe(teamById.get(b)?.institution);
      }
    }
    const withReasons = draft.debates.filter((d) => d.reasons.length > 0);
    await expect(page.getByTestId('draw-reasons')).toHaveCount(withReasons.length);
    for (const debate of withReasons) {
      await expect(page.getByTestId('draw-room').nth(debate.roomIndex).getByTestId('draw-reasons')).toContainText(
        debate.reasons[0] as string,
      );
    }
    reasonsShown += withReasons.length;

    phase(`round ${seq}: drawn`);
    // One judge per room, as chair.
    await page.getByRole('button', { name: 'Allocate adjudicators' }).click();
    await expect(page.getByTestId('draw-room').filter({ hasText: '(Chair)' })).toHaveCount(8);
    const allocated = await getJson<RoundView>(director, `${api}/rounds/${seq}`);
    const chairs = allocated.debates.map((d) => (d.panel ?? []).find((s) => s.role === 'chair')?.adjudicatorId);
    expect(new Set(chairs).size, 'eight different chairs').toBe(8);
    expect(chairs.every((id) => id !== undefined && judgeByAdjudicator.has(id))).toBe(true);

    // The draw, the panels and the motion go out.
    await page.getByRole('button', { name: 'Release draw and panels', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Release the draw and the panels of Round ${seq}?` })
      .getByRole('button', { name: 'Release draw and panels' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Draw', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the live debate/ })).toHaveCount(8);
    await page.getByRole('button', { name: 'Release motion now' }).click();
    await page.getByRole('dialog', { name: 'Release the motion?' }).getByRole('button', { name: 'Release motion' }).click();
    await expect(page.getByText('The motion is released.')).toBeVisible();
    if (seq === 1) await expectNoAxeViolations(page, '/tournaments/:id/rounds/:seq (tab director, released)');

    phase(`round ${seq}: released`);
    // The debater finds their room and their live debate.
    await debater.page.goto(roundUrl(seq));
    await expect(debater.page.getByTestId('round-motion')).toHaveText(motion);
    const ownRoom = debater.page.locator('[data-testid="draw-room"][aria-current="true"]');
    await expect(ownRoom).toHaveCount(1);
    await expect(ownRoom).toContainText(debaterTeam.name);
    await expect(ownRoom.getByText('Your room')).toBeVisible();
    await expect(ownRoom).toContainText('(Chair)');
    if (seq === 1) await expectNoAxeViolations(debater.page, '/tournaments/:id/rounds/:seq (debater, released)');
    await ownRoom.getByRole('link', { name: /Open the live debate/ }).click();
    await expect(debater.page).toHaveURL(/\/debates\/[0-9a-f-]{36}$/);
    await expect(
      debater.page.getByRole('heading', { level: 1, name: new RegExp(`^${TITLE} — Round ${seq}, Room \\d$`) }),
    ).toBeVisible();
    await expect(debater.page.getByText(motion).first()).toBeVisible();

    // Ballots: Room 1's chair in the browser, the other chairs through the API.
    const released = await getJson<RoundView>(director, `${api}/rounds/${seq}`);
    expect(released.debates.every((d) => d.debateId !== null)).toBe(true);
    const roomOne = released.debates.find((d) => d.roomIndex === 0) as RoundView['debates'][number];
    const roomOneChair = (roomOne.panel ?? []).find((s) => s.role === 'chair')?.adjudicatorId as string;
    const [roomOneAff, roomOneNeg] = roomOne.teams.map((t) => teamById.get(t.teamId) as Team) as [Team, Team];
    await chairScoresInBrowser(
      judgeByAdjudicator.get(roomOneChair) as Member,
      roomOne.debateId as string,
      roomOneAff,
      roomOneNeg,
    );
    await ballotsThroughApi(released, new Set([roomOne.id]));

    phase(`round ${seq}: ballots in`);
    // The tab director confirms the results.
    const results = await confirmResults(seq, released);
    for (const debate of results.debates) {
      const [a, b] = debate.teams.map((t) => t.teamId) as [string, string];
      met.add(pairKey(a, b));
      const winner = debate.teams.find((t) => t.place === 1)?.teamId as string;
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
  }
  phase(`preliminary rounds done; ${reasonsShown} rooms showed their reasons`);
  // Clashes avoided, pull-ups and side history are explained somewhere in three rounds of sixteen teams from two schools.
  expect(reasonsShown, 'the draws showed their reasons').toBeGreaterThan(0);

  // ------------------------------------------------------------------ standings and the break
  const standings = await getJson<StandingsView>(director, `${api}/standings/teams`);
  expect(standings.teams).toHaveLength(teams.length);
  expect(standings.resultsCounted).toBe(8 * PRELIMS);
  const winsOf = (row: StandingsView['teams'][number]) => row.metrics.find((m) => m.metric === 'wins')?.value;
  for (const row of standings.teams) expect(winsOf(row), `${row.name}'s wins`).toBe(wins.get(row.teamId));
  const winColumn = standings.teams.map((row) => winsOf(row) as number);
  expect(winColumn, 'ranked by wins').toEqual([...winColumn].sort((x, y) => y - x));
  // One winner a debate; the leader won every round. (How many others did depends on the draw:
  // avoiding a clash between the two schools may pair across adjacent brackets.)
  expect(winColumn.reduce((sum, w) => sum + w, 0)).toBe(8 * PRELIMS);
  expect(winColumn[0]).toBe(PRELIMS);
  const strongest = teams[teams.length - 1] as Team;
  expect(wins.get(strongest.id), 'the strongest team won every round').toBe(PRELIMS);
  const topFour = standings.teams.slice(0, 4).map((row) => teamById.get(row.teamId) as Team);

  await page.goto(`/tournaments/${tournamentId}/tab`);
  await expect(page.getByRole('heading', { level: 1, name: `${TITLE}: the tab` })).toBeVisible();
  const breakPart = page.getByTestId('tab-part-break');
  await expect(breakPart.getByText('Ready to confirm')).toBeVisible();
  await breakPart.getByRole('button', { name: 'Confirm the Open break' }).click();
  await expect(breakPart.getByText('Confirmed', { exact: true })).toBeVisible();
  for (const [i, team] of topFour.entries()) await expect(breakPart).toContainText(`Seed ${i + 1}: ${team.name}`);
  await expectNoAxeViolations(page, '/tournaments/:id/tab (tab director, break confirmed)');
  const confirmedBreak = await getJson<BreakView>(director, `${api}/break`);
  const open = confirmedBreak.categories[0] as BreakView['categories'][number];
  expect(open.confirmed.map((t) => t.teamId)).toEqual(topFour.map((t) => t.id));
  expect(open.confirmed.map((t) => t.seed)).toEqual([1, 2, 3, 4]);

  // ------------------------------------------------------------------ elimination rounds
  /** Draws the category's next elimination round from the tab page and runs it; the ballot of `dissenter` calls it the other way. */
  async function eliminationRound(
    seq: number,
    name: string,
    button: string,
    panelJudges: string[],
    expectedRooms: [Team, Team][],
    dissentInFirstRoom = false,
  ) {
    await page.goto(`/tournaments/${tournamentId}/tab`);
    await breakPart.getByRole('button', { name: button }).click();
    const roundLink = breakPart.getByRole('link', { name, exact: true });
    await expect(roundLink).toBeVisible();
    // Before the round's page opens: a motion change bumps the draw's version, and an
    // allocation sent on the version the page loaded would be refused as stale.
    for (const id of panelJudges) await checkIn(seq, { adjudicatorId: id });
    expectStatus(await patch(director, `${api}/rounds/${seq}`, { motion: MOTIONS[seq - 1] }), 200, 'write the motion');
    expectStatus(await post(director, `${api}/rounds/${seq}/motion/release`), 200, 'release the motion');
    await roundLink.click();
    await expect(page).toHaveURL(roundUrl(seq));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const draft = await getJson<RoundView>(director, `${api}/rounds/${seq}`);
    expect(draft.stage).toBe('elimination');
    expect(draft.debates.map((d) => d.teams.map((t) => t.teamId))).toEqual(
      expectedRooms.map(([higher, lower]) => [higher.id, lower.id]),
    );
    await expect(page.getByTestId('draw-room')).toHaveCount(expectedRooms.length);
    await page.getByRole('button', { name: 'Allocate adjudicators' }).click();
    const panelSize = panelJudges.length / expectedRooms.length;
    await expect(page.getByTestId('draw-room').filter({ hasText: '(Chair)' })).toHaveCount(expectedRooms.length);
    await expect(page.getByTestId('draw-room').filter({ hasText: '(Panellist)' })).toHaveCount(expectedRooms.length);
    await page.getByRole('button', { name: 'Release draw and panels', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Release the draw and the panels of ${name}?` })
      .getByRole('button', { name: 'Release draw and panels' })
      .click();
    await expect(page.getByRole('link', { name: /Open the live debate/ })).toHaveCount(expectedRooms.length);

    const released = await getJson<RoundView>(director, `${api}/rounds/${seq}`);
    for (const debate of released.debates) {
      expect((debate.panel ?? []).filter((s) => s.role !== 'trainee')).toHaveLength(panelSize);
    }
    const roomOne = released.debates[0] as RoundView['debates'][number];
    const roomOneChair = (roomOne.panel ?? []).find((s) => s.role === 'chair')?.adjudicatorId as string;
    const [higher, lower] = expectedRooms[0] as [Team, Team];
    await chairScoresInBrowser(judgeByAdjudicator.get(roomOneChair) as Member, roomOne.debateId as string, higher, lower);
    const dissenter = dissentInFirstRoom ? (roomOne.panel ?? []).find((s) => s.role === 'panellist')?.adjudicatorId : undefined;
    await ballotsThroughApi(released, new Set([roomOne.id]), dissenter);
    if (dissenter) {
      // Conflicting ballots never confirm silently.
      const refused = await post(director, `${api}/results/${roomOne.id}/confirm`, {});
      expectStatus(refused, 409, 'confirm over a dissent');
      expect(refused.body).toContain(TAB_MESSAGES.conflictingBallots);
    }
    return confirmResults(seq, released, { acknowledge: dissenter !== undefined });
  }

  const [seed1, seed2, seed3, seed4] = topFour as [Team, Team, Team, Team];
  const semifinals = await eliminationRound(
    PRELIMS + 1,
    'Open semifinals',
    'Draw the first elimination round',
    adjudicatorIds.slice(0, 6),
    [
      [seed1, seed4],
      [seed2, seed3],
    ],
  );
  const advancing = semifinals.debates.map((d) => teamById.get(d.teams.find((t) => t.place === 1)?.teamId as string) as Team);
  const stronger = (a: Team, b: Team) => (a.strength > b.strength ? a : b);
  expect(advancing.map((t) => t.name)).toEqual([stronger(seed1, seed4).name, stronger(seed2, seed3).name]);
  // The higher seed takes the first side in the final too.
  const seedOf = (team: Team) => topFour.indexOf(team);
  const finalists = [...advancing].sort((a, b) => seedOf(a) - seedOf(b)) as [Team, Team];
  await eliminationRound(
    PRELIMS + 2,
    'Open grand final',
    'Draw the next elimination round',
    adjudicatorIds.slice(0, 3),
    [finalists],
    true,
  );
  phase('elimination rounds done');
  // The champion: the strongest team, shown as the final's winner.
  const finalRoom = page.getByTestId('round-result').first();
  await expect(finalRoom.locator('li', { hasText: strongest.name })).toContainText('— won');
  const finalist = finalists.find((t) => t !== strongest) as Team;
  await expect(finalRoom.locator('li', { hasText: finalist.name })).toContainText('— lost');
  // Nothing is left to draw.
  const done = await post(director, `${api}/elimination-rounds`, { categoryId: open.categoryId });
  expectStatus(done, 409, 'a round after the grand final');
  expect(done.body).toContain(TAB_MESSAGES.eliminationDone);

  // ------------------------------------------------------------------ the team tab, released
  await page.goto(`/tournaments/${tournamentId}/tab`);
  const teamPart = page.getByTestId('tab-part-team');
  await teamPart.getByRole('button', { name: 'Release team standings' }).click();
  await expect(teamPart.getByText('Released', { exact: true })).toBeVisible();
  const visitorContext = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/tournaments/${tournamentId}/tab`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Team standings' })).toBeVisible();
  const rows = visitor.getByTestId('tab-part-team').getByRole('rowheader');
  await expect(rows).toHaveCount(teams.length);
  await expect(rows.first()).toContainText(standings.teams[0]?.name as string);
  await expect(rows.last()).toContainText(standings.teams[teams.length - 1]?.name as string);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Speaker standings' })).toHaveCount(0);
  await expectNoAxeViolations(visitor, '/tournaments/:id/tab (visitor, team standings released)');
  const csv = await visitorContext.request.get(`${api}/tab/export/team`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(strongest.name);

  phase('done');
  await visitorContext.close();
  for (const member of [director, ...speakers, ...judges]) await member.context.close();
});
