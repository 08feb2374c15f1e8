// The tab in the browser against the real server (docs/tournaments-tab.md): a
// tab director opens the tab, sees every part marked "Not released", imports a
// team from CSV and releases the team standings; a visitor then sees the team
// standings and nothing else. axe on every page and state.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';
import { newTournamentViaApi } from './support/tournaments.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

test('a tab director releases the team standings and a visitor sees them', async ({ browser }) => {
  const director = await newMember(browser, baseURL(), 'Tab Director');
  const { tournamentId } = await newTournamentViaApi(director, {
    title: 'Tab Release Open',
    format: 'oxford',
    preliminaryRounds: 3,
    categories: [{ name: 'Open', breakSize: 2 }],
    location: 'Central Library',
    hoursAhead: 14 * 24,
  });

  // From the tournament's page to its tab.
  const { page } = director;
  await page.goto(`/tournaments/${tournamentId}`);
  await page.getByRole('link', { name: 'Standings, results and the tab' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tab Release Open: the tab' })).toBeVisible();
  const teamPart = page.getByTestId('tab-part-team');
  await expect(teamPart.getByText('Not released')).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id/tab (tab director, nothing released)');

  // A team imported from CSV shows in the standings.
  const teamsImport = page.getByRole('region', { name: 'Import teams' });
  await teamsImport.getByLabel('Or paste the CSV').fill('name,institution,speaker 1\nNorth Stars,North School,\nBad,x,\n');
  await teamsImport.getByRole('button', { name: 'Import teams' }).click();
  await expect(teamsImport.getByText(/row 3:/)).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id/tab (import refused)');
  await teamsImport
    .getByLabel('Or paste the CSV')
    .fill('name,institution,speaker 1\nNorth Stars,North School,\nSouth Stars,South School,\n');
  await teamsImport.getByRole('button', { name: 'Import teams' }).click();
  await expect(teamPart.getByRole('rowheader', { name: /North Stars/ })).toBeVisible();

  await teamPart.getByRole('button', { name: 'Release team standings' }).click();
  await expect(teamPart.getByText('Released', { exact: true })).toBeVisible();
  await expect(teamPart.getByRole('button', { name: 'Withdraw team standings' })).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id/tab (team standings released)');

  // A visitor sees the released part only.
  const visitorContext = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/tournaments/${tournamentId}/tab`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Team standings' })).toBeVisible();
  await expect(visitor.getByRole('rowheader', { name: /South Stars/ })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Speaker standings' })).toHaveCount(0);
  await expect(visitor.getByText('Not released')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /Release/ })).toHaveCount(0);
  await expectNoAxeViolations(visitor, '/tournaments/:id/tab (visitor)');
  const csv = await visitorContext.request.get(`/api/tournaments/${tournamentId}/tab/export/team`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('North Stars');
  expect((await visitorContext.request.get(`/api/tournaments/${tournamentId}/tab/export/speaker`)).status()).toBe(403);
  await visitorContext.close();
});
