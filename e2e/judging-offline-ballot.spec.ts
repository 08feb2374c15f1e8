// Ballots written without a connection, in the browser against the real server
// (docs/judging.md, "Offline ballots"): the score form keeps its values on the
// device as they are typed (back after a reload); a ballot submitted offline is
// saved on the device, sent once when the connection returns and confirmed, and
// sending it again with its idempotency key is refused as already received. A
// ballot the server refuses after reconnecting (the result was locked
// meanwhile) is shown with the server's reason and kept until the judge
// discards it. The service worker sends a ballot, and saves flow notes, left
// offline with no page open (Background Sync). axe on the saved, confirmed and
// refused states.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { formatViolations, runAxe } from './support/axe.ts';
import { judgedDebate, newJudge, post } from './support/judging.ts';
import { type Member, newMember } from './support/members.ts';

test.describe.configure({ timeout: 150_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

const REASON =
  'The affirmative’s framework of justice went unanswered in the negative rebuttal, so the affirmative impacts stood.';
const RECEIVED = 'This ballot was already received: it counts once';

/** A live competitive Lincoln-Douglas debate with two speakers and the given panel, started by its chair. */
async function liveDebate(title: string, aff: Member, neg: Member, panel: [Member, string][]): Promise<string> {
  const id = await judgedDebate(title, aff, neg, panel);
  const started = await post(panel[0]?.[0] as Member, `/api/debates/${id}/start`, {});
  expect(started.status, started.body).toBe(200);
  return id;
}

/** The device's outbox entries of a debate (IndexedDB sdc_judging), as the page sees them. */
function outboxOf(page: Page, debateId: string) {
  return page.evaluate(
    (id) =>
      new Promise<Array<{ key: string; state: string; message: string | null }>>((resolve, reject) => {
        const open = indexedDB.open('sdc_judging');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            resolve(
              (read.result as Array<{ key: string; state: string; message: string | null; debateId: string }>).filter(
                (e) => e.debateId === id,
              ),
            );
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
    debateId,
  );
}

/** Every value the delivery status took on this page, in order (a mutation observer on data-state). */
async function recordDeliveryStates(page: Page) {
  await page.evaluate(() => {
    const target = document.querySelector('[data-testid="ballot-delivery"]');
    const seen: string[] = [target?.getAttribute('data-state') ?? 'missing'];
    (window as unknown as { deliveryStates: () => string[] }).deliveryStates = () => [
      ...seen,
      target?.getAttribute('data-state') ?? 'missing',
    ];
    if (!target) return;
    new MutationObserver((records) => {
      for (const record of records) seen.push(record.oldValue ?? '');
    }).observe(target, { attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
  });
}

const deliveryStates = async (page: Page) => {
  const states = await page.evaluate(() => (window as unknown as { deliveryStates: () => string[] }).deliveryStates());
  return states.filter((state, i) => state !== states[i - 1]);
};

/** Wakes the app's service worker with a Background Sync tag, through DevTools (what the browser does on reconnect). */
async function dispatchSync(context: BrowserContext, page: Page, tag: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const { origin } = new URL(baseURL());
  await expect.poll(() => registrations.has(`${origin}/`)).toBe(true);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registrations.get(`${origin}/`) as string,
    tag,
    lastChance: false,
  });
  await cdp.detach();
}

/** The judge's session in a browser that runs the app's service worker (the other journeys block it). */
async function withServiceWorker(browser: Browser, member: Member) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await member.context.storageState(),
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  return { context, page };
}

const waitForWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });

/** The ballot fillBallot writes, sent again with its key: refused as already received. */
async function expectReplayRefused(judge: Member, debateId: string, key: string | undefined) {
  const replay = await post(judge, `/api/judging/debates/${debateId}/ballot`, {
    kind: 'sides',
    winner: 'affirmative',
    speakerScores: { aff: 28.5, neg: 27.4 },
    reason: REASON,
    idempotencyKey: key,
  });
  expect(replay.status, replay.body).toBe(409);
  expect(JSON.parse(replay.body)).toEqual({ error: { code: 'CONFLICT', message: RECEIVED } });
}

async function fillBallot(page: Page) {
  await page.getByRole('radio', { name: 'Affirmative' }).check();
  await page.getByLabel('Speaker score: Ola Affirmer (Affirmative)').fill('28.5');
  await page.getByLabel('Speaker score: Nia Negator (Negative)').fill('27.4');
  await page.getByLabel('Reason for decision').fill(REASON);
}

test('a ballot written offline is kept on the device, sent once when back online, and a replay is refused', async ({
  browser,
}) => {
  const judge = await newJudge(browser, 'Olive Offline');
  const aff = await newMember(browser, baseURL(), 'Ola Affirmer');
  const neg = await newMember(browser, baseURL(), 'Nia Negator');
  const id = await liveDebate('Basement round', aff, neg, [[judge, 'chair']]);
  const { page, context } = judge;
  const ballotPosts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/judging/debates/${id}/ballot`) {
      ballotPosts.push(request.postData() ?? '');
    }
  });

  await page.goto(`/judge/score/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ballot: Basement round' })).toBeVisible();

  // The form keeps what is typed on the device: it is back after a reload.
  await page.getByRole('radio', { name: 'Affirmative' }).check();
  await page.getByLabel('Reason for decision').fill(REASON);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('sdc_judging');
            open.onsuccess = () => {
              const read = open.result.transaction('drafts').objectStore('drafts').getAll();
              read.onsuccess = () => {
                resolve(JSON.stringify(read.result));
                open.result.close();
              };
            };
            open.onerror = () => resolve('');
          }),
      ),
    )
    .toContain('went unanswered');
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Affirmative' })).toBeChecked();
  await expect(page.getByLabel('Reason for decision')).toHaveValue(REASON);

  // Offline: submitting keeps the ballot on the device, with its key, and sends nothing.
  await recordDeliveryStates(page);
  await context.setOffline(true);
  await fillBallot(page);
  await page.getByRole('button', { name: 'Submit ballot' }).click();
  await page.getByTestId('submit-step').getByRole('button', { name: 'Yes, submit my ballot' }).click();
  const delivery = page.getByTestId('ballot-delivery');
  await expect(delivery).toHaveAttribute('data-state', 'saved');
  await expect(delivery).toContainText('Saved on this device — will be sent when you’re back online');
  await expect(page.getByTestId('outbox-ballot')).toContainText('Winner: Affirmative');
  const [saved] = await outboxOf(page, id);
  expect(saved?.state).toBe('saved');
  expect(saved?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(ballotPosts).toEqual([]);
  expect(formatViolations('ballot saved on the device', await runAxe(page))).toBe('ballot saved on the device: no violations');

  // Back online: sent once, then confirmed by the server's score page.
  await context.setOffline(false);
  await expect(delivery).toHaveAttribute('data-state', 'confirmed', { timeout: 15_000 });
  await expect(delivery).toContainText('Confirmed — the server has your ballot');
  await expect(page.getByTestId('my-ballot')).toContainText('Winner: Affirmative');
  await expect(page.getByTestId('panel')).toContainText('Ballot submitted');
  const states = (await deliveryStates(page)).filter((state) => ['saved', 'sent', 'confirmed'].includes(state));
  expect(states).toEqual(['saved', 'sent', 'confirmed']);
  // Sent by the page (on the online event) or by the service worker (Background Sync): once, with the key.
  expect(ballotPosts).toHaveLength(1);
  expect(JSON.parse(ballotPosts[0] ?? '{}')).toMatchObject({ idempotencyKey: saved?.key, winner: 'affirmative' });
  expect((await outboxOf(page, id)).map((e) => e.state)).toEqual(['confirmed']);
  expect(formatViolations('ballot confirmed', await runAxe(page))).toBe('ballot confirmed: no violations');

  // A reload, or another try of the outbox, sends nothing more.
  await page.reload();
  await expect(page.getByTestId('ballot-delivery')).toHaveAttribute('data-state', 'confirmed');
  expect(ballotPosts).toHaveLength(1);

  // The same ballot sent again with its key is refused as already received; one ballot stands.
  await expectReplayRefused(judge, id, saved?.key);
  const form = await judge.context.request.get(`/api/judging/debates/${id}/ballot`);
  const view = (await form.json()) as { panel: { submitted: boolean }[]; myBallot: { speakerScores: Record<string, number> } };
  expect(view.panel.filter((p) => p.submitted)).toHaveLength(1);
  expect(view.myBallot.speakerScores).toEqual({ aff: 28.5, neg: 27.4 });

  for (const member of [judge, aff, neg]) await member.context.close();
});

test('a ballot refused after reconnecting (the result was locked meanwhile) is shown with the reason and kept', async ({
  browser,
}) => {
  const chair = await newJudge(browser, 'Chloe Chair');
  const panellist = await newJudge(browser, 'Pablo Panellist');
  const aff = await newMember(browser, baseURL(), 'Ola Affirmer');
  const neg = await newMember(browser, baseURL(), 'Nia Negator');
  const id = await liveDebate('Locked round', aff, neg, [
    [chair, 'chair'],
    [panellist, 'panellist'],
  ]);
  const { page, context } = panellist;

  await page.goto(`/judge/score/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ballot: Locked round' })).toBeVisible();
  await context.setOffline(true);
  await fillBallot(page);
  await page.getByRole('button', { name: 'Submit ballot' }).click();
  await page.getByTestId('submit-step').getByRole('button', { name: 'Yes, submit my ballot' }).click();
  await expect(page.getByTestId('ballot-delivery')).toHaveAttribute('data-state', 'saved');

  // Meanwhile the chair submits and locks the result.
  const chairBallot = await post(chair, `/api/judging/debates/${id}/ballot`, {
    kind: 'sides',
    winner: 'affirmative',
    speakerScores: { aff: 28, neg: 27 },
    reason: REASON,
  });
  expect(chairBallot.status, chairBallot.body).toBe(201);
  const confirmed = await post(chair, `/api/judging/debates/${id}/result/confirm`, {});
  expect(confirmed.status, confirmed.body).toBe(200);

  await context.setOffline(false);
  const refused = page.getByTestId('ballot-refused');
  await expect(refused).toContainText('Your ballot was not accepted: The result is confirmed: only an admin can change it', {
    timeout: 15_000,
  });
  await expect(refused).toContainText('It is kept on this device until you discard it.');
  await refused.getByText('The ballot you submitted').click();
  await expect(refused.getByTestId('refused-ballot')).toContainText(REASON);
  expect((await outboxOf(page, id)).map((e) => e.state)).toEqual(['refused']);
  expect(formatViolations('ballot refused', await runAxe(page))).toBe('ballot refused: no violations');

  // Kept over a reload, until the judge discards it.
  await page.reload();
  await expect(page.getByTestId('ballot-refused')).toBeVisible();
  await page.getByRole('button', { name: 'Discard this ballot' }).click();
  await expect(page.getByTestId('ballot-refused')).toHaveCount(0);
  expect(await outboxOf(page, id)).toEqual([]);

  for (const member of [chair, panellist, aff, neg]) await member.context.close();
});

test('the service worker sends a ballot saved offline when the browser syncs, with no score page open', async ({ browser }) => {
  const judge = await newJudge(browser, 'Sam Sync');
  const aff = await newMember(browser, baseURL(), 'Ola Affirmer');
  const neg = await newMember(browser, baseURL(), 'Nia Negator');
  const id = await liveDebate('Background round', aff, neg, [[judge, 'chair']]);
  const { context, page } = await withServiceWorker(browser, judge);
  const ballotPosts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/judging/debates/${id}/ballot`) {
      ballotPosts.push(request.postData() ?? '');
    }
  });

  await page.goto(`/judge/score/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ballot: Background round' })).toBeVisible();
  await waitForWorker(page);
  // The app's service worker is installed, and the browser offers Background Sync.
  expect(await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready))).toBe(true);

  await context.setOffline(true);
  await fillBallot(page);
  await page.getByRole('button', { name: 'Submit ballot' }).click();
  await page.getByTestId('submit-step').getByRole('button', { name: 'Yes, submit my ballot' }).click();
  await expect(page.getByTestId('ballot-delivery')).toHaveAttribute('data-state', 'saved');
  const [saved] = await outboxOf(page, id);
  // No page of the app stays open to send it.
  await page.close();
  const blank = await context.newPage();
  await context.setOffline(false);

  // The worker sent it once, with its key and the judge's session: the server has it.
  const myBallot = async () =>
    ((await (await context.request.get(`/api/judging/debates/${id}/ballot`)).json()) as { myBallot: unknown }).myBallot;
  // The browser wakes the worker with the sdc-ballots tag (dispatched here through DevTools, as the browser
  // does on reconnect). A sync that ran before the worker saw the network back fails, and the browser tries
  // it again later: so does this test, after 5 s.
  await expect
    .poll(
      async () => {
        if ((await myBallot()) !== null) return 'received';
        await dispatchSync(context, blank, 'sdc-ballots');
        return 'waiting';
      },
      { timeout: 20_000, intervals: [5_000] },
    )
    .toBe('received');
  // Once, and under its key, as the server saw it: a worker woken for the sync may send before the
  // browser tooling has attached to it, so its request is not always among ballotPosts.
  const form = await judge.context.request.get(`/api/judging/debates/${id}/ballot`);
  expect(((await form.json()) as { panel: { submitted: boolean }[] }).panel.filter((p) => p.submitted)).toHaveLength(1);
  await expectReplayRefused(judge, id, saved?.key);
  expect(ballotPosts.length).toBeLessThanOrEqual(1);
  for (const sent of ballotPosts) expect(JSON.parse(sent)).toMatchObject({ idempotencyKey: saved?.key });

  // The score page opened again finds it sent, sees it on the server and shows it confirmed.
  await blank.goto(`/judge/score/${id}`);
  await expect(blank.getByTestId('ballot-delivery')).toHaveAttribute('data-state', 'confirmed');
  await expect(blank.getByTestId('my-ballot')).toContainText('Winner: Affirmative');
  expect(ballotPosts.length).toBeLessThanOrEqual(1);

  await context.close();
  for (const member of [judge, aff, neg]) await member.context.close();
});

test('the service worker saves flow notes typed offline when the browser syncs, with the notes page closed', async ({
  browser,
}) => {
  const judge = await newJudge(browser, 'Nora Notes');
  const aff = await newMember(browser, baseURL(), 'Ola Affirmer');
  const neg = await newMember(browser, baseURL(), 'Nia Negator');
  const id = await liveDebate('Notes round', aff, neg, [[judge, 'chair']]);
  const { context, page } = await withServiceWorker(browser, judge);

  await page.goto(`/judge-note-taking?debate=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notes: Notes round' })).toBeVisible();
  await waitForWorker(page);
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Note, row 1, AC (Affirmative Constructive)' }).fill('Typed in the basement');
  await expect(page.getByTestId('notes-status')).toHaveText('Offline — kept on this device');
  // The copy for the worker is on the device (IndexedDB sdc_judging.notes).
  const workerCopy = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('sdc_judging');
          open.onsuccess = () => {
            const read = open.result.transaction('notes').objectStore('notes').getAll();
            read.onsuccess = () => {
              resolve(JSON.stringify(read.result));
              open.result.close();
            };
          };
          open.onerror = () => resolve('');
        }),
    );
  await expect.poll(workerCopy).toContain('Typed in the basement');
  // No page of the app stays open to save them.
  await page.close();
  const again = await context.newPage();
  await context.setOffline(false);

  await dispatchSync(context, again, 'sdc-notes');
  const notes = async () => (await (await context.request.get(`/api/judging/debates/${id}/notes`)).text()) as string;
  await expect.poll(notes, { timeout: 15_000 }).toContain('Typed in the basement');

  // The notes page opened again finds its copy saved: no conflict, nothing left to send.
  await again.goto(`/judge-note-taking?debate=${id}`);
  await expect(again.getByRole('textbox', { name: 'Note, row 1, AC (Affirmative Constructive)' })).toHaveValue(
    'Typed in the basement',
  );
  await expect(again.getByTestId('notes-status')).toHaveText('Saved');
  await expect(again.getByRole('alert').filter({ hasText: 'Your notes changed elsewhere' })).toHaveCount(0);
  await expect.poll(() => again.evaluate((key) => localStorage.getItem(key), `sdc_flow:${id}`)).toBeNull();

  await context.close();
  for (const member of [judge, aff, neg]) await member.context.close();
});
