// Two server processes on one PostgreSQL behind the distribution's HAProxy
// (deploy/haproxy.cfg, scripts/cluster-launcher.ts), in the browser: a session
// made on one process holds on the other; a setting changed on one applies on
// the other; a rate limit counts requests to both; a live room's chair and its
// viewers sit on different processes and see the same clock; ballots sent to
// one are read on the other; every mail is sent exactly once though both run an
// e-mail worker. Then one process is killed with SIGKILL under load: no read
// fails (HAProxy tries it again elsewhere), every ballot stands exactly once
// (a POST the dead process swallowed is sent again with its idempotency key),
// the room's clock and log carry on, and every queued mail is delivered.
// The cookie sdc_server=<process> pins a browser to a process while it is up.
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { type Cluster, findHaproxy, PIN_COOKIE, SERVED_BY_HEADER, startCluster } from '../../scripts/cluster-launcher.ts';
import { startSmtpSink, type SmtpSink } from '../../tests/smtp-sink.ts';
import { DEMO_USERS, E2E_TEST_AUTH_SECRET, signInViaApi } from '../support/auth.ts';
import { buildServerBundle, resolveWebDist } from '../support/builds.ts';
import { judgedDebate as judgedDebateOf } from '../support/judging.ts';
import { createDebateViaApi, type Member, newMember } from '../support/members.ts';
import { postgresReachable } from '../support/postgres.ts';
import { findFreePort, makeTempDir, removeDir } from '../support/server.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Short, so that the mails a killed process had claimed go out again within the test (docs/deploy.md). */
const EMAIL_LEASE_MS = 4000;

let cluster: Cluster;
let sink: SmtpSink;
let database: pg.Client;
let databaseName: string;
let workDir: string;
let bundleDir: string | undefined;
let url: string;

function haproxyFound(): boolean {
  try {
    findHaproxy();
    return true;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  test.skip(!(await postgresReachable(ADMIN_DATABASE_URL)), 'no PostgreSQL reachable (TEST_DATABASE_URL or 127.0.0.1:5432)');
  test.skip(!haproxyFound(), 'HAProxy is not installed');
  test.setTimeout(240_000);
  databaseName = `sdc_cluster_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${databaseName}` }).toString();
  database = new pg.Client({ connectionString: databaseUrl });
  workDir = makeTempDir('sdc-cluster-');
  sink = await startSmtpSink({ parse: false });
  const bundle = buildServerBundle('cluster');
  bundleDir = bundle.dir;
  const port = await findFreePort();
  cluster = await startCluster({
    processes: 2,
    entry: bundle.entry,
    port,
    appPorts: [await findFreePort(), await findFreePort()],
    workDir,
    preload: [path.join(import.meta.dirname, '..', 'support', 'exit-with-parent.mjs')],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: resolveWebDist().dir,
      AUTH_SECRET: 'cluster-journey-secret-0123456789abcdef',
      TEST_AUTH_SECRET: E2E_TEST_AUTH_SECRET,
      SMTP_URL: sink.url,
      EMAIL_LEASE_MS: String(EMAIL_LEASE_MS),
      LOG_LEVEL: 'warn',
    },
  });
  url = cluster.url;
  // The shared journey helpers (support/judging.ts) address the server under test through it.
  process.env.E2E_BASE_URL = url;
  await database.connect();
});

test.afterAll(async () => {
  await cluster?.stop();
  await database?.end().catch(() => {});
  await sink?.close();
  if (databaseName) {
    const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  if (bundleDir) removeDir(bundleDir);
  if (workDir) removeDir(workDir);
});

/** Sends this context's requests (pages, API calls, WebSockets) to one process while it is up. */
async function pin(context: BrowserContext, process: 'app1' | 'app2') {
  await context.addCookies([{ name: PIN_COOKIE, value: process, url }]);
}

async function pinnedMember(browser: Browser, name: string, process: 'app1' | 'app2'): Promise<Member> {
  const member = await newMember(browser, url, name);
  await pin(member.context, process);
  return member;
}

async function post(context: BrowserContext, path: string, data?: unknown) {
  const res = await context.request.post(path, { headers: { origin: url }, data, failOnStatusCode: false });
  return { status: res.status(), body: await res.text(), servedBy: res.headers()[SERVED_BY_HEADER] };
}

async function demoAdmin(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url });
  await signInViaApi(context.request, url, DEMO_USERS.admin.email);
  return context;
}

/** A member whose application to judge the admin approved. */
async function newJudge(browser: Browser, admin: BrowserContext, name: string, process: 'app1' | 'app2') {
  const judge = await pinnedMember(browser, name, process);
  const applied = await post(judge.context, '/api/judging/applications', {
    experience: 'Four years of judging school and university rounds.',
    formats: ['lincoln-douglas'],
    paradigm: 'I judge the debate in front of me: clear weighing wins, and dropped arguments count as conceded.',
  });
  expect(applied.status, applied.body).toBe(201);
  const reviewed = await post(admin, `/api/judging/applications/${JSON.parse(applied.body).id}/review`, {
    decision: 'approve',
  });
  expect(reviewed.status, reviewed.body).toBe(200);
  return judge;
}

/** A competitive Lincoln-Douglas debate, its speakers on both processes, a panel of three in place, started. */
async function judgedDebate(browser: Browser, admin: BrowserContext, tag: string) {
  const aff = await pinnedMember(browser, `Aff Speaker ${tag}`, 'app1');
  const neg = await pinnedMember(browser, `Neg Speaker ${tag}`, 'app2');
  const judges: Member[] = [];
  for (const process of ['app1', 'app2', 'app2'] as const) {
    judges.push(await newJudge(browser, admin, `Judge ${tag} ${'abc'[judges.length]}`, process));
  }
  const positions = ['chair', 'panellist', 'panellist'];
  const id = await judgedDebateOf(
    `Cluster round ${tag}`,
    aff,
    neg,
    judges.map((judge, i) => [judge, positions[i] as string]),
  );
  const started = await post((judges[0] as Member).context, `/api/debates/${id}/start`, {});
  expect(started.status, started.body).toBe(200);
  return { id, aff, neg, judges };
}

function ballotOf(idempotencyKey: string) {
  return {
    kind: 'sides',
    winner: 'affirmative',
    speakerScores: { aff: 28.5, neg: 27 },
    reason: 'The affirmative weighed access against cost, and the negative never answered that weighing.',
    idempotencyKey,
  };
}

/** How many of the panel's ballots the debate has, as the API answers `context`; and which process answered. */
async function submittedBallots(context: BrowserContext, debateId: string) {
  const res = await context.request.get(`/api/judging/debates/${debateId}/ballot`);
  const { panel } = (await res.json()) as { panel: { submitted: boolean }[] };
  return { count: panel.filter((judge) => judge.submitted).length, servedBy: res.headers()[SERVED_BY_HEADER] };
}

/** Waits until the queue has nothing left to send; answers the Message-IDs of the rows sent. */
async function queueSettled(): Promise<string[]> {
  await expect
    .poll(
      async () =>
        Number((await database.query(`select count(*) from email_queue where status in ('pending', 'sending')`)).rows[0].count),
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(0);
  const { rows } = await database.query<{ id: string; status: string }>(`select id, status from email_queue`);
  expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
  return rows.map((row) => row.id);
}

/** How many times each queued mail reached the SMTP server, by its Message-ID (<row id@host>). */
function deliveriesOf(ids: string[]): Map<string, number> {
  const byId = new Map(ids.map((id) => [id, 0]));
  for (const mail of sink.received) {
    const id = /^<([^@]+)@/.exec(mail.messageId)?.[1];
    if (id && byId.has(id)) byId.set(id, (byId.get(id) ?? 0) + 1);
  }
  return byId;
}

async function expectRoom(page: Page, text: RegExp | string) {
  await expect(page.getByTestId('room-phase')).toContainText(text, { timeout: 15_000 });
}

/** Every page settles on the one clock the server paused: the chair's too, once its answer is in. */
async function expectOnePausedClock(pages: Page[]) {
  const clocks = () => Promise.all(pages.map((page) => page.getByTestId('room-clock').getAttribute('data-remaining-ms')));
  await expect.poll(async () => [...new Set(await clocks())], { timeout: 5_000 }).toHaveLength(1);
}

test('sessions, settings, rate limits, a live room, ballots and mails are shared by two processes', async ({ browser }) => {
  const admin = await demoAdmin(browser);

  // A session made through one process holds on the other.
  for (const process of ['app1', 'app2'] as const) {
    await pin(admin, process);
    const res = await admin.request.get('/api/auth/get-session');
    expect(res.headers()[SERVED_BY_HEADER]).toBe(process);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(DEMO_USERS.admin.email);
  }

  // A setting changed on one process applies on the other within seconds.
  const banner = `Cluster maintenance at ${Date.now()}`;
  await pin(admin, 'app1');
  const changed = await admin.request.patch('/api/admin/settings', {
    headers: { origin: url },
    data: { maintenanceBanner: banner },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await pin(admin, 'app2');
  await expect
    .poll(
      async () =>
        ((await (await admin.request.get('/api/site')).json()) as { maintenanceBanner: string | null }).maintenanceBanner,
      {
        timeout: 10_000,
      },
    )
    .toBe(banner);
  const visitor = await browser.newContext({ baseURL: url });
  await pin(visitor, 'app2');
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  await expect(visitorPage.getByText(banner)).toBeVisible();
  await pin(admin, 'app1');
  await admin.request.patch('/api/admin/settings', { headers: { origin: url }, data: { maintenanceBanner: null } });

  // A per-client limit counts the requests both processes answered (10 a minute, spec section 9).
  const client = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await visitor.request.post('/api/newsletter/confirmations', {
      headers: { origin: url, 'x-forwarded-for': client, cookie: `${PIN_COOKIE}=app${(i % 2) + 1}` },
      data: { token: 'not-a-real-confirmation-token-0000000000' },
      failOnStatusCode: false,
    });
    statuses.push(res.status());
  }
  expect(statuses.slice(0, 10).filter((status) => status === 429)).toEqual([]);
  expect(statuses[10]).toBe(429);

  // A live room: the chair on one process, the speakers on the other, the same clock.
  const chair = await pinnedMember(browser, 'Cluster Chair', 'app1');
  const aff = await pinnedMember(browser, 'Cluster Affirmative', 'app2');
  const neg = await pinnedMember(browser, 'Cluster Negative', 'app2');
  const roomId = await createDebateViaApi(chair, url);
  for (const [member, role] of [
    [aff, 'aff'],
    [neg, 'neg'],
  ] as const) {
    const joined = await post(member.context, `/api/debates/${roomId}/join`, { role });
    expect(joined.status, joined.body).toBe(200);
  }
  await Promise.all([chair, aff, neg].map((member) => member.page.goto(`/debates/${roomId}`)));
  await chair.page.getByRole('button', { name: 'Start debate' }).click({ timeout: 20_000 });
  for (const member of [aff, neg]) await expectRoom(member.page, 'Waiting to start');
  await chair.page.getByRole('button', { name: 'Start AC' }).click();
  for (const member of [aff, neg]) {
    await expect(member.page.getByTestId('room-speech')).toContainText('Affirmative Constructive');
    await expect(member.page.getByTestId('channel-status')).toHaveText('Live updates on');
  }
  await chair.page.getByRole('button', { name: 'Pause' }).click();
  for (const member of [aff, neg]) await expectRoom(member.page, 'paused');
  await expectOnePausedClock([chair, aff, neg].map((member) => member.page));

  // Ballots sent to one process, the panel read on the other.
  const round = await judgedDebate(browser, admin, 'one');
  for (const judge of round.judges) {
    const sent = await post(judge.context, `/api/judging/debates/${round.id}/ballot`, ballotOf(crypto.randomUUID()));
    expect(sent.status, sent.body).toBe(201);
  }
  const chairJudge = round.judges[0] as Member;
  await pin(chairJudge.context, 'app1');
  expect(await submittedBallots(chairJudge.context, round.id)).toEqual({ count: 3, servedBy: 'app1' });

  // Both processes run an e-mail worker; each mail went out once.
  const sent = await queueSettled();
  expect(sent.length).toBeGreaterThan(5);
  const deliveries = deliveriesOf(sent);
  expect([...deliveries].filter(([, count]) => count !== 1)).toEqual([]);

  for (const member of [chair, aff, neg, round.aff, round.neg, ...round.judges]) await member.context.close();
  await visitor.close();
  await admin.close();
});

test('one process killed with SIGKILL under load: no read fails, no ballot, mail or clock state is lost', async ({ browser }) => {
  const admin = await demoAdmin(browser);
  const round = await judgedDebate(browser, admin, 'two');

  // The live room: the chair's browser and one viewer on the process that will die, another viewer on the survivor.
  const chair = await pinnedMember(browser, 'Doomed Chair', 'app2');
  const onDoomed = await pinnedMember(browser, 'Viewer On App Two', 'app2');
  const onSurvivor = await pinnedMember(browser, 'Viewer On App One', 'app1');
  const speakers = [
    await pinnedMember(browser, 'Kill Affirmative', 'app1'),
    await pinnedMember(browser, 'Kill Negative', 'app1'),
  ];
  const roomId = await createDebateViaApi(chair, url);
  for (const [member, role] of [
    [speakers[0], 'aff'],
    [speakers[1], 'neg'],
  ] as const) {
    const joined = await post((member as Member).context, `/api/debates/${roomId}/join`, { role });
    expect(joined.status, joined.body).toBe(200);
  }
  await Promise.all([chair, onDoomed, onSurvivor].map((member) => member.page.goto(`/debates/${roomId}`)));
  await chair.page.getByRole('button', { name: 'Start debate' }).click({ timeout: 20_000 });
  await chair.page.getByRole('button', { name: 'Start AC' }).click();
  for (const member of [onDoomed, onSurvivor]) {
    await expect(member.page.getByTestId('room-speech')).toContainText('Affirmative Constructive');
    await expect(member.page.getByTestId('channel-status')).toHaveText('Live updates on');
  }
  const roomVersion = async () =>
    Number((await database.query(`select version from debate_rooms where debate_id = $1`, [roomId])).rows[0].version);
  const versionBefore = await roomVersion();

  // Load: readers on both processes, through the balancer, until the end.
  const reader = await browser.newContext({ baseURL: url });
  let isLoading = true;
  const reads = { ok: 0, failed: [] as string[] };
  const readLoop = async () => {
    while (isLoading) {
      const res = await reader.request.get('/api/debates?limit=20', { failOnStatusCode: false }).catch((error: Error) => error);
      if (res instanceof Error) reads.failed.push(res.message);
      else if (res.status() === 200) reads.ok += 1;
      else reads.failed.push(`${res.status()} from ${res.headers()[SERVED_BY_HEADER]}`);
    }
  };
  const readers = Array.from({ length: 4 }, readLoop);
  // Mails queued around the kill: joining members get a confirmation each.
  const joiners = await Promise.all(
    Array.from({ length: 3 }, (_, i) => pinnedMember(browser, `Mail Joiner ${'abc'[i]}`, i % 2 ? 'app1' : 'app2')),
  );
  const mailDebate = await createDebateViaApi(joiners[0] as Member, url, { maxParticipants: 2 });
  await new Promise((resolve) => setTimeout(resolve, 1000));

  // The kill, while the panel's ballots are on their way to the dying process.
  const keys = round.judges.map(() => crypto.randomUUID());
  const inFlight = round.judges.map((judge, i) =>
    post(judge.context, `/api/judging/debates/${round.id}/ballot`, ballotOf(keys[i] as string)).catch((error: Error) => ({
      status: 0,
      body: error.message,
      servedBy: undefined,
    })),
  );
  const join = (joiner: Member) =>
    post(joiner.context, `/api/debates/${mailDebate}/join`, { role: 'audience' }).catch((error: Error) => ({
      status: 0,
      body: error.message,
      servedBy: undefined,
    }));
  const joins = joiners.map(join);
  await cluster.kill(1, 'SIGKILL');
  const firstTries = await Promise.all(inFlight);
  // A join the dead process swallowed (the connection reset) is tried again, as its member would: joined once.
  for (const [i, first] of (await Promise.all(joins)).entries()) {
    if (first.status === 200) continue;
    const again = await join(joiners[i] as Member);
    expect([200, 409], again.body).toContain(again.status);
  }

  // A ballot the dead process swallowed is sent again with the same key: it is taken once.
  for (const [i, judge] of round.judges.entries()) {
    if (firstTries[i]?.status === 201) continue;
    const retried = await post(judge.context, `/api/judging/debates/${round.id}/ballot`, ballotOf(keys[i] as string));
    expect([201, 409], retried.body).toContain(retried.status);
  }
  expect((await submittedBallots((round.judges[0] as Member).context, round.id)).count).toBe(3);
  const { rows: ballots } = await database.query(`select judge_id from ballots where debate_id = $1`, [round.id]);
  expect(ballots.map((row: { judge_id: string }) => row.judge_id).sort()).toEqual(
    round.judges.map((judge) => judge.userId).sort(),
  );

  // The room carries on: the chair's page and the viewer reconnect to the survivor, the clock where it was.
  for (const member of [chair, onDoomed]) {
    await expect(member.page.getByTestId('channel-status')).toHaveText('Live updates on', { timeout: 20_000 });
  }
  await chair.page.getByRole('button', { name: 'Pause' }).click();
  for (const member of [onDoomed, onSurvivor]) await expectRoom(member.page, 'paused');
  await expectOnePausedClock([chair, onDoomed, onSurvivor].map((member) => member.page));
  // One more accepted command, and the log holds every version from the opening (0) once, none lost with the process.
  expect(await roomVersion()).toBe(versionBefore + 1);
  const { rows: log } = await database.query(
    `select count(*)::int as entries, count(distinct version)::int as versions, max(version) as last from debate_room_events where debate_id = $1`,
    [roomId],
  );
  expect(log[0]).toEqual({ entries: versionBefore + 2, versions: versionBefore + 2, last: versionBefore + 1 });

  isLoading = false;
  await Promise.all(readers);
  expect(reads.failed).toEqual([]);
  expect(reads.ok).toBeGreaterThan(20);

  // Every mail queued went out: those the dead process had claimed, after their lease.
  const sent = await queueSettled();
  const deliveries = deliveriesOf(sent);
  expect([...deliveries].filter(([, count]) => count === 0)).toEqual([]);
  // A mail the dead process handed to the SMTP server but had not yet marked sent goes out again (at least once).
  const duplicates = [...deliveries].filter(([, count]) => count > 1).length;
  test.info().annotations.push({ type: 'mails', description: `${sent.length} sent, ${duplicates} sent twice` });

  // The process comes back and the balancer sends it requests again.
  await cluster.start(1);
  await pin(reader, 'app2');
  const back = await reader.request.get('/api/health');
  expect(back.headers()[SERVED_BY_HEADER]).toBe('app2');

  for (const member of [chair, onDoomed, onSurvivor, ...speakers, ...joiners, round.aff, round.neg, ...round.judges])
    await member.context.close();
  await reader.close();
  await admin.close();
});
