// The adjudication staff's tools on a tournament's page against the real server
// (docs/tournaments.md): the organizer (its first tab director) sets an
// adjudicator's score and independence and finds them after a reload; records a
// conflict between an adjudicator and a team and one between two adjudicators,
// reads them by name, is told the server's refusal for a duplicate, and removes
// one. One of the adjudication core sees the same tools; a team's speaker sees
// neither scores nor conflicts. axe with the forms and an error on the page.
import { expect, type Page, test } from '@playwright/test';
import { TOURNAMENT_MESSAGES } from '../src/shared/tournaments/contract.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { post } from './support/judging.ts';
import { newMember } from './support/members.ts';
import { addStaffViaApi, inviteGuestAdjudicatorViaApi, newTournamentViaApi } from './support/tournaments.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

const conflictsSection = (page: Page) => page.getByTestId('tournament-conflicts');

test('the adjudication staff score adjudicators and keep conflicts; a speaker sees neither', async ({ browser }) => {
  const director = await newMember(browser, baseURL(), 'Conflict Director');
  const { tournamentId } = await newTournamentViaApi(director, {
    title: 'Conflicts Journey Open',
    format: 'oxford',
    preliminaryRounds: 3,
    categories: [{ name: 'Open', breakSize: 4 }],
  });
  const speaker = await newMember(browser, baseURL(), 'Alder Speaker');
  const team = await post(speaker, `/api/tournaments/${tournamentId}/teams`, { name: 'Alder Team', institution: 'Alder School' });
  expect(team.status, team.body).toBe(201);
  for (const name of ['Ada Judge', 'Ben Judge', 'Cy Judge']) await inviteGuestAdjudicatorViaApi(director, tournamentId, name);
  const core = await newMember(browser, baseURL(), 'Core Member');
  await addStaffViaApi(director, tournamentId, core, 'adjudication-core');
  const tournamentUrl = `/tournaments/${tournamentId}`;

  // Score and independence: a score off the scale is refused on the spot; a good one is kept.
  const { page } = director;
  await page.goto(tournamentUrl);
  const adaScore = page.getByRole('spinbutton', { name: 'Score of Ada Judge' });
  await expect(adaScore).toHaveValue('5');
  await expect(page.getByRole('checkbox', { name: 'Independent (Ada Judge)' })).not.toBeChecked();
  await adaScore.fill('11');
  await page.getByRole('button', { name: 'Save Ada Judge' }).click();
  await expect(page.getByText('At most 10')).toBeVisible();
  await adaScore.fill('7.5');
  await page.getByRole('checkbox', { name: 'Independent (Ada Judge)' }).check();
  await page.getByRole('button', { name: 'Save Ada Judge' }).click();
  await expect(page.getByText('Score 7.5, independent.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Score of Ada Judge' })).toHaveValue('7.5');
  await expect(page.getByRole('checkbox', { name: 'Independent (Ada Judge)' })).toBeChecked();
  const adaRow = page.getByTestId('tournament-adjudicator').filter({ hasText: 'Ada Judge' });
  await expect(adaRow.getByText('Score 7.5', { exact: true })).toBeVisible();
  await expect(adaRow.getByText('Independent', { exact: true })).toBeVisible();
  // The others keep the default score.
  await expect(page.getByRole('spinbutton', { name: 'Score of Ben Judge' })).toHaveValue('5');

  // Conflicts: none yet; one with a team, one with another adjudicator.
  const conflicts = conflictsSection(page);
  await expect(conflicts.getByRole('heading', { level: 2, name: 'Conflicts' })).toBeVisible();
  await expect(conflicts.getByText('the allocation never places a judge in a debate with a team or judge')).toBeVisible();
  await expect(conflicts.getByText('No conflicts recorded.')).toBeVisible();
  const adjudicatorSelect = conflicts.getByRole('combobox', { name: 'Adjudicator' });
  const targetSelect = conflicts.getByRole('combobox', { name: 'Conflicts with' });
  await adjudicatorSelect.selectOption({ label: 'Ada Judge' });
  // Nobody conflicts with themselves: the chosen adjudicator is not offered.
  await expect(targetSelect.getByRole('option', { name: 'Ada Judge' })).toHaveCount(0);
  await expect(targetSelect.getByRole('option', { name: 'Ben Judge' })).toHaveCount(1);
  await targetSelect.selectOption({ label: 'Alder Team' });
  await conflicts.getByRole('button', { name: 'Add conflict' }).click();
  const rows = conflicts.getByTestId('tournament-conflict');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveText(/Ada Judge conflicts with Alder Team \(team\)/);
  await targetSelect.selectOption({ label: 'Ben Judge' });
  await conflicts.getByRole('button', { name: 'Add conflict' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveText(/Ada Judge conflicts with Ben Judge \(adjudicator\)/);

  // The same pair named the other way round is a duplicate: the server says so.
  await adjudicatorSelect.selectOption({ label: 'Ben Judge' });
  await targetSelect.selectOption({ label: 'Ada Judge' });
  await conflicts.getByRole('button', { name: 'Add conflict' }).click();
  await expect(conflicts.getByTestId('conflict-form-error')).toHaveText(TOURNAMENT_MESSAGES.conflictExists);
  await expect(rows).toHaveCount(2);
  await expectNoAxeViolations(page, '/tournaments/:id (staff: scores, conflicts, a refusal)');

  // Removing one leaves the other, after a reload too.
  await conflicts.getByRole('button', { name: 'Remove the conflict between Ada Judge and Alder Team' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveText(/Ada Judge conflicts with Ben Judge/);
  await page.reload();
  await expect(conflictsSection(page).getByTestId('tournament-conflict')).toHaveCount(1);
  await expect(conflictsSection(page).getByTestId('tournament-conflict').first()).toHaveText(
    /Ada Judge conflicts with Ben Judge/,
  );

  // The adjudication core has the same tools.
  await core.page.goto(tournamentUrl);
  await expect(core.page.getByRole('spinbutton', { name: 'Score of Ada Judge' })).toHaveValue('7.5');
  await expect(conflictsSection(core.page).getByTestId('tournament-conflict')).toHaveCount(1);

  // A team's speaker sees the adjudicators, without scores, and no conflicts.
  await speaker.page.goto(tournamentUrl);
  await expect(speaker.page.getByRole('heading', { level: 2, name: 'Adjudicators' })).toBeVisible();
  await expect(speaker.page.getByTestId('tournament-adjudicator')).toHaveCount(3);
  await expect(speaker.page.getByText('Ada Judge')).toBeVisible();
  await expect(speaker.page.getByRole('spinbutton')).toHaveCount(0);
  await expect(speaker.page.getByTestId('tournament-adjudicator').getByText(/Score/)).toHaveCount(0);
  await expect(speaker.page.getByRole('heading', { name: 'Conflicts', exact: true })).toHaveCount(0);
  await expect(speaker.page.getByTestId('tournament-conflicts')).toHaveCount(0);
  await expectNoAxeViolations(speaker.page, '/tournaments/:id (a speaker)');

  for (const member of [director, speaker, core]) await member.context.close();
});
