// Leaderboards and the competitive record in the browser against the real
// server. The demo content has no rated results, so the journey makes one
// through the API first: a member applies to judge and the admin approves, two
// members (one of them the demo member, who belongs to clubs) take both sides of
// a competitive Lincoln-Douglas debate, the judge chairs it, starts it, submits
// the ballot and confirms the result. Then: the three boards with their filters
// in the URL, pages, honest empty states, the record on /user/{id}, and axe.
// The demo seed may hold rated results of its own, so the checks name this
// journey's people and pick a format that has none.
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { FORMAT_IDS, FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { storageStatePath } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createDebateViaApi, type Member, newMember } from './support/members.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const RATING = /\d+\.\d ± \d+\.\d/;
const PARADIGM =
  'I judge on the clash: weigh your impacts against theirs, answer the best version of their case, and tell me why you win.';

interface World {
  debateId: string;
  winner: { id: string; name: string; context: BrowserContext };
  loser: Member;
  judge: Member;
  admin: BrowserContext;
  /** A format with no rated debate, ballot or club result at all: for the empty states. */
  emptyFormat: { id: string; label: string };
}

let world: World;

async function post(request: APIRequestContext, path: string, data: unknown, expected: number) {
  const res = await request.post(path, { headers: { origin: baseURL() }, data });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(expected);
  return res.json();
}

test.beforeAll(async ({ browser }) => {
  const admin = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  const winnerContext = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('member') });
  const session = await (await winnerContext.request.get('/api/auth/get-session')).json();
  const winner = { id: session.user.id as string, name: 'Priya Shah', context: winnerContext };
  const tag = Date.now().toString(36);
  const loser = await newMember(browser, baseURL(), `Negative Speaker ${tag}`);
  const judge = await newMember(browser, baseURL(), `Chair Judge ${tag}`);

  const application = await post(
    judge.context.request,
    '/api/judging/applications',
    {
      experience: 'Three years of judging school debate leagues and two university opens.',
      formats: ['lincoln-douglas', 'oxford'],
      paradigm: PARADIGM,
    },
    201,
  );
  await post(admin.request, `/api/judging/applications/${application.id}/review`, { decision: 'approve' }, 200);

  const debateId = await createDebateViaApi(loser, baseURL(), {
    title: `Rated round ${tag}`,
    debateType: 'competitive',
    format: 'lincoln-douglas',
    maxParticipants: 2,
  });
  await post(winnerContext.request, `/api/debates/${debateId}/join`, { role: 'aff' }, 200);
  await post(loser.context.request, `/api/debates/${debateId}/join`, { role: 'neg' }, 200);
  await post(judge.context.request, `/api/judging/debates/${debateId}/judges`, { position: 'chair' }, 201);
  await post(judge.context.request, `/api/debates/${debateId}/start`, {}, 200);
  await post(
    judge.context.request,
    `/api/judging/debates/${debateId}/ballot`,
    {
      kind: 'sides',
      winner: 'affirmative',
      speakerScores: { aff: 28.5, neg: 27 },
      reason: 'The affirmative weighed the access impact against cost and the negative never answered that weighing.',
    },
    201,
  );
  await post(judge.context.request, `/api/judging/debates/${debateId}/result/confirm`, {}, 200);
  // One response: below the minimum, so the judges board shows a dash and says why.
  await post(loser.context.request, `/api/judging/debates/${debateId}/feedback/${judge.userId}`, { rating: 4 }, 201);

  const isEmpty = async (query: string) =>
    ((await (await admin.request.get(`/api/leaderboards?${query}`)).json()) as { total: number }).total === 0;
  let emptyFormat: World['emptyFormat'] | undefined;
  for (const id of [...FORMAT_IDS].reverse()) {
    const checks = await Promise.all([
      isEmpty(`kind=debaters&format=${id}`),
      isEmpty(`kind=judges&format=${id}`),
      isEmpty(`kind=clubs&format=${id}&period=month`),
    ]);
    if (checks.every(Boolean)) {
      emptyFormat = { id, label: FORMAT_LABELS[id] };
      break;
    }
  }
  if (!emptyFormat) throw new Error('Every format has rated results: the empty states cannot be checked');

  world = { debateId, winner, loser, judge, admin, emptyFormat };
});

// A failing API call would only show as a spinner that never ends; name it instead.
let serverErrors: string[] = [];
test.beforeEach(({ page }) => {
  serverErrors = [];
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
});
test.afterEach(() => {
  expect(serverErrors).toEqual([]);
});

test.afterAll(async () => {
  if (!world) return;
  for (const context of [world.admin, world.winner.context, world.loser.context, world.judge.context]) await context.close();
});

test('the debaters board ranks rated debaters, with its filters in the URL and honest empty states', async ({ page }) => {
  const { winner, loser, emptyFormat } = world;
  await page.goto('/leaderboards?limit=100');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Debaters' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Debaters · All formats · All time' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Rating (μ ± σ)' })).toBeVisible();
  const loserRow = page.getByTestId('debater-row').filter({ hasText: loser.name });
  await expect(loserRow.getByRole('rowheader')).toContainText(loser.name);
  await expect(loserRow).toContainText(RATING);
  await expect(loserRow).toContainText('Provisional');
  // Rank, rating, ranked-on, wins, debates.
  await expect(loserRow.getByRole('cell').nth(3)).toHaveText('0');
  await expect(loserRow.getByRole('cell').nth(4)).toHaveText('1');
  const winnerRow = page.getByTestId('debater-row').filter({ hasText: winner.name });
  await expect(winnerRow.getByRole('link', { name: winner.name })).toHaveAttribute('href', `/user/${winner.id}`);
  await expect(page.getByTestId('rating-explainer')).toContainText('New debaters start at 25.0 ± 8.3');
  await expect(page.getByTestId('rating-explainer')).toContainText('μ − 3σ');
  await expectNoAxeViolations(page, '/leaderboards');

  await page.getByLabel('Format').selectOption('lincoln-douglas');
  await expect(page).toHaveURL(/[?&]format=lincoln-douglas/);
  await expect(page.getByRole('table', { name: 'Debaters · Lincoln-Douglas · All time' })).toBeVisible();
  await page.getByLabel('Period').selectOption('month');
  await expect(page).toHaveURL(/[?&]period=month/);
  await expect(page.getByRole('table', { name: 'Debaters · Lincoln-Douglas · Last 30 days' })).toBeVisible();
  await expect(page.getByTestId('debater-row').filter({ hasText: loser.name })).toBeVisible();

  await page.getByLabel('Format').selectOption(emptyFormat.id);
  await expect(page).toHaveURL(new RegExp(`[?&]format=${emptyFormat.id}`));
  await expect(page.getByRole('heading', { name: 'No rated debates yet in this period' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page, '/leaderboards empty');

  await page.getByRole('button', { name: 'Show all formats, all time' }).click();
  await expect(page).toHaveURL(/\/leaderboards\?limit=100$/);
  await expect(page.getByLabel('Format')).toHaveValue('all');
  await expect(page.getByLabel('Period')).toHaveValue('all');
  await expect(page.getByTestId('debater-row').filter({ hasText: loser.name })).toBeVisible();

  // A shared link opens the same view; values the API would refuse fall back to the defaults.
  await page.goto(`/leaderboards?format=${emptyFormat.id}`);
  await expect(page.getByRole('heading', { name: `No rated debates yet in ${emptyFormat.label}` })).toBeVisible();
  await page.goto('/leaderboards?kind=speakers&format=chess&period=week');
  await expect(page.getByRole('tab', { name: 'Debaters' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Debaters · All formats · All time' })).toBeVisible();
});

test("a link's board comes with the page: drawn without asking the API; another filter asks", async ({ page }) => {
  const { loser } = world;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/leaderboards') asked.push(request.url());
  });
  await page.goto('/leaderboards?limit=100&period=month');
  await expect(page.getByRole('table', { name: 'Debaters · All formats · Last 30 days' })).toBeVisible();
  await expect(page.getByTestId('debater-row').filter({ hasText: loser.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await page.getByLabel('Format').selectOption('lincoln-douglas');
  await expect(page.getByRole('table', { name: 'Debaters · Lincoln-Douglas · Last 30 days' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('format=lincoln-douglas');
});

test('the board pages through its rows with links in the URL', async ({ page }) => {
  await page.goto('/leaderboards?limit=1');
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1–1 of \d+ debaters$/ })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Debaters pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]limit=1/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing 2–2 of \d+ debaters$/ })).toBeVisible();
  await expect(page.getByTestId('debater-row')).toHaveCount(1);
  await expect(page.getByTestId('debater-row').first().getByRole('cell').first()).toHaveText('2');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/leaderboards?limit=1&page=999');
  await expect(page.getByRole('heading', { name: 'This page is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page.getByTestId('debater-row')).toHaveCount(1);
  await expect(page.getByTestId('debater-row').first().getByRole('cell').first()).toHaveText('1');
});

test('the judges and clubs boards, reached by tab and by keyboard', async ({ page }) => {
  const { judge, emptyFormat } = world;
  await page.goto('/leaderboards?limit=100');
  await page.getByRole('tab', { name: 'Judges' }).click();
  await expect(page).toHaveURL(/[?&]kind=judges/);
  await expect(page.getByRole('tab', { name: 'Judges' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Judges' })).toBeVisible();
  const judgeRow = page.getByTestId('judge-row').filter({ hasText: judge.name });
  await expect(judgeRow).toBeVisible();
  // Rank, ballots, feedback, calibration.
  const judgeCells = judgeRow.getByRole('cell');
  await expect(judgeCells.nth(1)).toHaveText('1');
  await expect(judgeCells.nth(2)).toHaveText('—Hidden until 3 responses (1 so far)');
  await expect(judgeCells.nth(3)).toHaveText('100.0');
  await expect(page.getByText('feedback average appears once 3 speakers')).toBeVisible();
  await expectNoAxeViolations(page, '/leaderboards?kind=judges');

  // Arrow keys move between the tabs and select them (automatic activation).
  await page.getByRole('tab', { name: 'Judges' }).press('ArrowRight');
  await expect(page).toHaveURL(/[?&]kind=clubs/);
  await expect(page.getByRole('tab', { name: 'Clubs' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Clubs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Clubs · All formats · All time' })).toBeVisible();
  // The demo member's clubs now have a rated member, so an average rating.
  await expect(page.getByTestId('club-row').first()).not.toContainText('No rated members yet');
  await expectNoAxeViolations(page, '/leaderboards?kind=clubs');
  await page.getByRole('tab', { name: 'Clubs' }).press('Home');
  await expect(page.getByRole('tab', { name: 'Debaters' })).toBeFocused();
  await expect(page).toHaveURL(/\/leaderboards\?limit=100$/);

  await page.goto(`/leaderboards?kind=judges&format=${emptyFormat.id}`);
  await expect(page.getByRole('heading', { name: `No ballots yet in ${emptyFormat.label}` })).toBeVisible();
  await page.goto(`/leaderboards?kind=clubs&format=${emptyFormat.id}&period=month`);
  await expect(
    page.getByRole('heading', { name: `No club results yet in ${emptyFormat.label} in the last 30 days` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/leaderboards?kind=clubs empty');
});

test('a member page shows the competitive record, a judge’s paradigm, or says there is none', async ({ page }) => {
  const { winner, loser, judge, debateId } = world;
  await page.goto(`/user/${winner.id}`);
  const record = page.getByRole('region', { name: 'Record', exact: true });
  await expect(record).toBeVisible();
  await expect(record.getByTestId('record-rating')).toContainText(RATING);
  await expect(record.getByTestId('record-rating')).toContainText('Provisional');
  const byFormat = record.getByRole('table', { name: 'Rating by format' });
  await expect(byFormat.getByRole('rowheader', { name: 'Lincoln-Douglas' })).toBeVisible();
  // The demo member may have other rated debates (the seed's, other journeys'): find this one.
  const recent = record
    .getByTestId('record-recent')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/debates/${debateId}"]`) });
  await expect(recent).toContainText('Won');
  await expect(recent).toContainText('Lincoln-Douglas');
  await expectNoAxeViolations(page, '/user/{winner}');

  await page.goto(`/user/${loser.userId}`);
  // Wins, losses, debates.
  await expect(page.getByTestId('record-rating').getByRole('definition')).toHaveText(['0', '1', '1']);
  await expect(page.getByTestId('record-recent').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('record-recent')).toContainText('Lost');

  await page.goto(`/user/${judge.userId}`);
  const judging = page.getByTestId('record-judge');
  await expect(judging).toContainText('1 ballot submitted');
  await expect(judging).toContainText(PARADIGM);
  await expect(judging.getByRole('listitem')).toHaveText(['Lincoln-Douglas', 'Oxford']);
  await expect(
    page.getByRole('region', { name: 'Record', exact: true }).getByRole('heading', { name: 'No rated debates yet' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/user/{judge}');
});
