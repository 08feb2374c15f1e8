// The live room with several people at once: the chair opens the debate and
// runs speeches from one browser; two debaters in two other browsers see the
// same speech and the same remaining time (within a second), pauses and speech
// changes; nobody but the chair can run the clock; the times summary closes the
// debate. Then the same across two server processes on one PostgreSQL database,
// one of which restarts mid-speech.
import net from 'node:net';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { E2E_TEST_AUTH_SECRET } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { createDebateViaApi, type Member, newMember } from './support/members.ts';
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
    const res = await member.context.request.post(`/api/debates/${id}/join`, { headers: { origin: base }, data: { role } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await Promise.all([chair, aff, neg].map((m) => m.page.goto(`/debates/${id}`)));
  const debaters = [aff.page, neg.page];

  await chair.page.getByRole('button', { name: 'Start debate' }).click();
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
  await chair.page.goto(`/debates/${id}`);
  await chair.page.getByRole('button', { name: 'Start debate' }).click();
  await chair.page.getByRole('button', { name: 'Start AC' }).click();
  await expect(chair.page.getByTestId('room-clock')).toBeVisible();
  expect(formatViolations('live room', await runAxe(chair.page))).toBe('live room: no violations');
  await chair.context.close();
});

function postgresReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

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
