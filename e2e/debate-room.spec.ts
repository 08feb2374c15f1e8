// The live room with several people at once: the chair opens the debate and
// runs speeches from one browser; two debaters in two other browsers see the
// same speech and the same remaining time (within a second), pauses and speech
// changes; nobody but the chair can run the clock; the times summary closes the
// debate. Then the same across two server processes on one PostgreSQL database,
// one of which restarts mid-speech.
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { E2E_TEST_AUTH_SECRET, storageStatePath } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { createDebateViaApi, type Member, newMember } from './support/members.ts';
import { postgresReachable } from './support/postgres.ts';
import { makeTempDir, removeDir, startServer } from './support/server.ts';
import { resolveWebDist } from './support/builds.ts';

test.describe.configure({ timeout: 90_000 });

/** The clock's remaining milliseconds, corrected to a common instant `at`. */
async function remainingAt(page: Page, at: number): Promise<number> {
  const { remaining, readAt } = await page.evaluate(() => ({
    remaining: Number(document.querySelector('[data-testid="room-clock"]')?.getAttribute('data-remaining-ms')),
    readAt: Date.now(),
  }));
  // The page renders 4 times a second; the clock runs down as time passes.
  return remaining - (at - readAt);
}

async function expectSameClock(pages: Page[]) {
  await Promise.all(pages.map((page) => expect(page.getByTestId('room-clock')).toBeVisible()));
  // Let each page take a render after the last change.
  await pages[0]?.waitForTimeout(600);
  const at = Date.now();
  const values = await Promise.all(pages.map((page) => remainingAt(page, at)));
  const spread = Math.max(...values) - Math.min(...values);
  expect(spread, `remaining times ${values.join(', ')}`).toBeLessThanOrEqual(1000);
  return values;
}

async function runTwoDebaters(
  browser: Browser,
  chairBase: string,
  debaterBases: [string, string],
  /** Restarts a server mid-speech; the pages must reconnect and show the same clock again. */
  restart?: () => Promise<void>,
) {
  const chair = await newMember(browser, chairBase, 'Chair Person');
  const aff = await newMember(browser, debaterBases[0], 'Ada Affirmative', { userOn: chairBase });
  const neg = await newMember(browser, debaterBases[1], 'Ned Negative', { userOn: chairBase });
  const id = await createDebateViaApi(chair, chairBase);
  for (const [member, role, base] of [
    [aff, 'aff', debaterBases[0]],
    [neg, 'neg', debaterBases[1]],
  ] as [Member, string, string][]) {
    // A server's first join renders its first mail, which loads the templates: on a busy machine that takes seconds.
    const res = await member.context.request.post(`/api/debates/${id}/join`, {
      headers: { origin: base },
      data: { role },
      timeout: 30_000,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await Promise.all([chair, aff, neg].map((m) => m.page.goto(`/debates/${id}`)));
  const debaters = [aff.page, neg.page];

  await chair.page.getByRole('button', { name: 'Start debate' }).click({ timeout: 20_000 });
  await Promise.all(
    debaters.map((page) => expect(page.getByTestId('room-phase')).toContainText('Waiting to start', { timeout: 10_000 })),
  );
  await chair.page.getByRole('button', { name: 'Start AC' }).click();
  for (const page of debaters) {
    await expect(page.getByTestId('room-speech')).toContainText('Affirmative Constructive — Ada Affirmative');
    await expect(page.getByTestId('channel-status')).toHaveText('Live updates on');
  }
  const [first] = await expectSameClock([chair.page, ...debaters]);
  expect(first).toBeGreaterThan(5 * 60_000);
  expect(first).toBeLessThanOrEqual(6 * 60_000);
  if (restart) {
    await restart();
    for (const page of debaters)
      await expect(page.getByTestId('channel-status')).toHaveText('Live updates on', { timeout: 15_000 });
    await expectSameClock([chair.page, ...debaters]);
  }

  await chair.page.getByRole('button', { name: 'Pause' }).click();
  for (const page of debaters) await expect(page.getByTestId('room-phase')).toContainText('paused');
  // A paused clock stands still, at the same time on every screen.
  const readPaused = () =>
    Promise.all(debaters.map((page) => page.getByTestId('room-clock').getAttribute('data-remaining-ms').then(Number)));
  await aff.page.waitForTimeout(600);
  const paused = await readPaused();
  await aff.page.waitForTimeout(1200);
  expect(await readPaused()).toEqual(paused);
  expect(Math.abs((paused[0] ?? 0) - (paused[1] ?? 0))).toBe(0);
  await chair.page.getByRole('button', { name: 'Resume' }).click();
  await chair.page.getByRole('button', { name: 'End speech' }).click();
  for (const page of debaters) await expect(page.getByTestId('room-phase')).toContainText('Between speeches');
  await chair.page.getByRole('button', { name: 'Start CX' }).click();
  for (const page of debaters) await expect(page.getByTestId('room-speech')).toContainText('Cross-Examination by the Negative');
  await expectSameClock([chair.page, ...debaters]);

  // Only the chair has controls, and the server refuses anyone else.
  await expect(aff.page.getByTestId('chair-controls')).toHaveCount(0);
  const refused = await aff.context.request.post(`/api/debates/${id}/timer`, {
    headers: { origin: debaterBases[0] },
    data: { expectedVersion: 99, command: { type: 'pause' } },
  });
  expect(refused.status()).toBe(403);

  chair.page.once('dialog', (dialog) => void dialog.accept());
  await chair.page.getByRole('button', { name: 'Finish debate' }).click();
  for (const page of debaters) {
    await expect(page.getByTestId('room-times')).toContainText('Affirmative Constructive');
    await expect(page.getByTestId('room-log')).toContainText('The debate finished');
  }
  for (const member of [chair, aff, neg]) await member.context.close();
  return id;
}

test('everyone in the room sees the same speech and the same clock', async ({ browser }) => {
  const base = process.env.E2E_BASE_URL as string;
  await runTwoDebaters(browser, base, [base, base]);
});

test('the live room passes axe', async ({ browser }) => {
  const base = process.env.E2E_BASE_URL as string;
  const chair = await newMember(browser, base, 'Axe Chair');
  const id = await createDebateViaApi(chair, base);
  // The chair speaks too: a speech whose position nobody holds is skipped, and AC is the Affirmative's.
  const joined = await chair.context.request.post(`/api/debates/${id}/join`, {
    headers: { origin: base },
    data: { role: 'aff' },
  });
  expect(joined.status()).toBe(200);
  await chair.page.goto(`/debates/${id}`);
  await chair.page.getByRole('button', { name: 'Start debate' }).click({ timeout: 20_000 });
  await chair.page.getByRole('button', { name: 'Start AC' }).click();
  await expect(chair.page.getByTestId('room-clock')).toBeVisible();
  expect(formatViolations('live room', await runAxe(chair.page))).toBe('live room: no violations');
  await chair.context.close();
});

// ------------------------------------------------ what a newcomer tripped over (issue #17)

async function api(member: { context: Member['context'] }, method: 'get' | 'post', url: string, data?: unknown) {
  const base = process.env.E2E_BASE_URL as string;
  // Generous: joining queues mail, and a busy machine answers slowly.
  const res = await member.context.request[method](url, { headers: { origin: base }, data, timeout: 30_000 });
  const body = await res.text();
  expect(res.status(), `${method} ${url}: ${body}`).toBeLessThan(300);
  return JSON.parse(body || 'null');
}

/** A seeded debate of the demo content, by state and title. */
async function seededDebate(page: Page, state: string, title: string): Promise<string> {
  const res = await page.request.get(`/api/debates?state=${state}&q=${encodeURIComponent(title)}&limit=10`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  const debate = items.find((item) => item.title === title);
  if (!debate) throw new Error(`no seeded ${state} debate "${title}"`);
  return debate.id;
}

test('a finished debate’s room says Finished with no Up next; a cancelled one says Cancelled', async ({ page }) => {
  // Seeded as finished, without a room: it used to show "Waiting to start" and the speeches "Up next".
  await page.goto(`/debates/${await seededDebate(page, 'finished', 'Universal basic income')}`);
  const room = page.getByRole('region', { name: 'Live room' });
  await expect(room.getByTestId('room-phase')).toHaveText('Finished');
  // The speeches given, with their times (or a line saying none were timed), and nothing still to come.
  await expect(room.getByTestId('room-times')).toBeVisible();
  await expect(room.getByText('Up next')).toHaveCount(0);
  await expect(room.getByText('Waiting to start')).toHaveCount(0);
  await expect(room.getByTestId('chair-controls')).toHaveCount(0);
  expect(formatViolations('finished room', await runAxe(page))).toBe('finished room: no violations');

  await page.goto(`/debates/${await seededDebate(page, 'cancelled', 'Taxing sugar')}`);
  await expect(page.getByRole('region', { name: 'Live room' }).getByTestId('room-phase')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Start debate' })).toHaveCount(0);
  expect(formatViolations('cancelled room', await runAxe(page))).toBe('cancelled room: no violations');
});

test('on a phone the speaker sees the clock first, "You\'re on" as their speech starts, and why the clock stopped', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const base = process.env.E2E_BASE_URL as string;
  const chair = await newMember(browser, base, 'Cleo Chair');
  const aff = await newMember(browser, base, 'Ava Speaker');
  const neg = await newMember(browser, base, 'Nico Speaker');
  const id = await createDebateViaApi(chair, base);
  await api(aff, 'post', `/api/debates/${id}/join`, { role: 'aff' });
  await api(neg, 'post', `/api/debates/${id}/join`, { role: 'neg' });
  await api(chair, 'post', `/api/debates/${id}/start`);

  const phone = aff.page;
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/debates/${id}`);
  const room = phone.getByRole('region', { name: 'Live room' });
  await expect(room.getByTestId('room-phase')).toContainText('Waiting to start');
  await expect(phone.getByTestId('channel-status')).toHaveText('Live updates on');
  await expect(room.getByTestId('room-your-turn')).toHaveCount(0);

  await chair.page.goto(`/debates/${id}`);
  await chair.page.getByRole('button', { name: 'Start AC' }).click();
  // The speaker's own screen says so, on screen and to screen readers; the other debater's does not.
  await expect(room.getByRole('heading', { name: "You're on: Affirmative Constructive" })).toBeVisible();
  await expect(phone.getByTestId('room-announcement')).toContainText("You're on: Affirmative Constructive");
  await neg.page.goto(`/debates/${id}`);
  await expect(neg.page.getByTestId('room-speech')).toContainText('Affirmative Constructive');
  await expect(neg.page.getByTestId('room-your-turn')).toHaveCount(0);

  // At 390 × 844 the live clock sits above the Details and Take part cards.
  const clock = await phone.getByTestId('room-clock').boundingBox();
  const details = await phone.getByRole('heading', { name: 'Details', exact: true }).boundingBox();
  expect(clock && details, 'clock and details are laid out').toBeTruthy();
  expect((clock?.y ?? 0) + (clock?.height ?? 0)).toBeLessThan(details?.y ?? 0);
  expect((await room.boundingBox())?.y ?? 1e9).toBeLessThan(details?.y ?? 0);
  expect(formatViolations('speaker on a phone', await runAxe(phone))).toBe('speaker on a phone: no violations');

  // The chair pauses with a reason; the others read it until the clock runs again.
  await chair.page.getByLabel('Pause reason (optional)').fill('Ava’s microphone dropped out');
  expect(formatViolations('chair controls', await runAxe(chair.page))).toBe('chair controls: no violations');
  await chair.page.getByRole('button', { name: 'Pause' }).click();
  for (const page of [phone, neg.page]) {
    await expect(page.getByTestId('room-pause-reason')).toHaveText('Paused — Ava’s microphone dropped out');
    await expect(page.getByTestId('room-log')).toContainText('Clock paused — Ava’s microphone dropped out');
  }
  await expect(phone.getByTestId('room-announcement')).toContainText('Ava’s microphone dropped out');
  expect(formatViolations('paused with a reason', await runAxe(neg.page))).toBe('paused with a reason: no violations');
  await chair.page.getByRole('button', { name: 'Resume' }).click();
  await expect(neg.page.getByTestId('room-pause-reason')).toHaveCount(0);
  for (const member of [chair, aff, neg]) await member.context.close();
});

test('with a chair judge assigned, the room says who runs it and tells the creator why the controls moved', async ({
  browser,
}) => {
  const base = process.env.E2E_BASE_URL as string;
  const creator = await newMember(browser, base, 'Cora Creator');
  const judge = await newMember(browser, base, 'Jules Judge');
  const application = await api(judge, 'post', '/api/judging/applications', {
    experience: 'Four years of judging school and university rounds.',
    formats: ['lincoln-douglas'],
    paradigm: 'I judge the debate in front of me: clear weighing wins, and dropped arguments count as conceded.',
  });
  const admin = await browser.newContext({ baseURL: base, storageState: storageStatePath('admin') });
  await api({ context: admin }, 'post', `/api/judging/applications/${application.id}/review`, { decision: 'approve' });
  await admin.close();
  const id = await createDebateViaApi(creator, base, { debateType: 'competitive' });

  // Before a chair judge: the organiser runs the room, and everyone is told.
  await creator.page.goto(`/debates/${id}`);
  await expect(creator.page.getByTestId('room-runner')).toHaveText('Cora Creator (the organiser) runs the room.');
  await expect(creator.page.getByRole('button', { name: 'Start debate' })).toBeVisible();

  await api(judge, 'post', `/api/judging/debates/${id}/judges`, { position: 'chair' });
  await creator.page.reload();
  await expect(creator.page.getByTestId('room-runner')).toHaveText('Jules Judge (chair judge) runs the room.');
  await expect(creator.page.getByTestId('room-runner-why')).toContainText('You created this debate');
  await expect(creator.page.getByRole('button', { name: 'Start debate' })).toHaveCount(0);
  expect(formatViolations('creator without controls', await runAxe(creator.page))).toBe(
    'creator without controls: no violations',
  );

  // Live, the room still says who runs it, to everyone.
  await api(judge, 'post', `/api/debates/${id}/start`);
  await creator.page.reload();
  const room = creator.page.getByRole('region', { name: 'Live room' });
  await expect(room.getByTestId('room-phase')).toContainText('Waiting to start');
  await expect(room.getByTestId('room-runner')).toHaveText('Jules Judge (chair judge) runs the room.');
  await expect(room.getByTestId('room-runner-why')).toBeVisible();
  await expect(room.getByTestId('chair-controls')).toHaveCount(0);
  // On a wide screen the room heads the main column, level with the details beside it.
  const roomBox = await room.boundingBox();
  const detailsBox = await creator.page.getByRole('region', { name: 'Details' }).boundingBox();
  expect((roomBox?.x ?? 0) + (roomBox?.width ?? 0)).toBeLessThanOrEqual(detailsBox?.x ?? 0);
  expect(Math.abs((roomBox?.y ?? 0) - (detailsBox?.y ?? 1e9))).toBeLessThan(2);
  for (const member of [creator, judge]) await member.context.close();
});

test('two server processes on one PostgreSQL database show the same room', async ({ browser }) => {
  test.skip(!(await postgresReachable()), 'no PostgreSQL on 127.0.0.1:5432');
  test.setTimeout(150_000);
  const name = `sdc_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const workDir = makeTempDir('sdc-e2e-two-');
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
  const web = resolveWebDist();
  const common = {
    entry: process.env.E2E_SERVER_ENTRY,
    webDistDir: web.dir,
    extraEnv: { DATABASE_URL: databaseUrl, TEST_AUTH_SECRET: E2E_TEST_AUTH_SECRET, EMAIL_WORKER: 'false' },
  };
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    servers.push(await startServer({ ...common, dataDir: path.join(workDir, 'a'), seedDemo: false, readyTimeoutMs: 90_000 }));
    servers.push(await startServer({ ...common, dataDir: path.join(workDir, 'b'), seedDemo: false, readyTimeoutMs: 90_000 }));
    const [a, b] = servers as [(typeof servers)[number], (typeof servers)[number]];
    // The chair and one debater on process A, the other debater on process B,
    // which restarts in the middle of a speech: nothing of the timer is lost.
    await runTwoDebaters(browser, a.baseUrl, [a.baseUrl, b.baseUrl], async () => {
      await b.stop();
      servers[1] = await startServer({
        ...common,
        port: b.port,
        dataDir: path.join(workDir, 'b'),
        seedDemo: false,
        readyTimeoutMs: 90_000,
      });
    });
  } finally {
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    removeDir(workDir);
  }
});
