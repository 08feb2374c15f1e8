// Check-in by QR code for a tournament round in the browser against the real
// server (docs/tournaments-rounds.md): a speaker opens the round page and sees
// their check-in code as a QR ticket with the code in text; the tab director
// types that code at the round's check-in desk (headless Chromium has no
// camera, so the typed path is the one tested) and is told the team is checked
// in, the check-in list follows; the same code again says already checked in;
// a wrong code gets the plain refusal. axe on both pages.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { post } from './support/judging.ts';
import { newMember } from './support/members.ts';
import { newTournamentViaApi } from './support/tournaments.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

test('a speaker shows their check-in code; the tab director types it at the desk and the team is checked in', async ({
  browser,
}) => {
  const director = await newMember(browser, baseURL(), 'Desk Director');
  const { tournamentId } = await newTournamentViaApi(director, {
    title: 'Check-in Desk Open',
    format: 'oxford',
    preliminaryRounds: 2,
    categories: [{ name: 'Open', breakSize: 2 }],
  });
  const speaker = await newMember(browser, baseURL(), 'Rowan Speaker');
  const team = await post(speaker, `/api/tournaments/${tournamentId}/teams`, { name: 'Rowan Team', institution: 'Rowan School' });
  expect(team.status, team.body).toBe(201);
  const roundUrl = `/tournaments/${tournamentId}/rounds/1`;

  // The speaker's QR ticket, with the code in text under it.
  await speaker.page.goto(roundUrl);
  await expect(speaker.page.getByRole('heading', { level: 1, name: 'Round 1' })).toBeVisible();
  const ticket = speaker.page.getByRole('region', { name: 'Your check-in code' });
  await expect(ticket.getByRole('img', { name: /^Check-in QR code [A-Z2-9]{5}-[A-Z2-9]{5}$/ })).toBeVisible();
  const code = (await ticket.getByTestId('check-in-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
  await expectNoAxeViolations(speaker.page, '/tournaments/:id/rounds/:seq (speaker, check-in code)');

  // The director's desk: typed, since headless Chromium has no camera.
  const { page } = director;
  await page.goto(roundUrl);
  const desk = page.getByRole('region', { name: 'Check-in desk' });
  await expect(desk).toBeVisible();
  const list = page.getByTestId('checkin-list');
  await expect(list.getByRole('listitem').filter({ hasText: 'Rowan Team' })).toContainText('not checked in');
  const field = desk.getByRole('textbox', { name: 'Check-in code' });
  const result = desk.getByRole('status');
  await field.fill(code.toLowerCase());
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toHaveText('Rowan Team is checked in for Round 1.');
  await expect(list.getByRole('listitem').filter({ hasText: 'Rowan Team' })).toContainText('Team — checked in');
  await expect(field).toHaveValue('');

  // The same code again: already checked in, not an error.
  await field.fill(code);
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toHaveText('Rowan Team was already checked in for Round 1.');

  // A wrong code: the plain refusal.
  await field.fill('ABCDE-FGHJK');
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toHaveText('No speaker or adjudicator of this tournament has this code');
  await expectNoAxeViolations(page, '/tournaments/:id/rounds/:seq (director, check-in desk)');

  // The speaker's page follows: their team is checked in.
  await expect(speaker.page.getByText('Your team is checked in for Round 1.')).toBeVisible();
});
