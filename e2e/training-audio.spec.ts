// The speech practice's optional audio recording in a real Chromium with a fake
// microphone: turned on, started and stopped with the speech clock, played
// back, downloaded, still there after a reload (kept in this device's
// IndexedDB), deleted, and removed from the device on signing out. A refused
// microphone is said plainly and the speech is still timed. Axe on each state.
import { type Page, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';
import { watchCsp } from './support/csp.ts';

test.describe.configure({ timeout: 120_000 });

// A fake microphone (a tone) that the browser allows without asking.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const baseURL = () => process.env.E2E_BASE_URL as string;
const AUDIO_DB = 'sdc_training_audio';

async function startTimedSpeech(page: Page) {
  await page.goto('/training/speech');
  await expect(page.getByRole('heading', { level: 1, name: 'Speech Practice' })).toBeVisible();
  await page.getByLabel('Format', { exact: true }).selectOption('standard');
  await page.getByLabel('Position', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Start: Timed speech' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Timed speech' })).toBeVisible();
}

const recorderPanel = (page: Page) => page.getByRole('region', { name: 'Audio recording' });

/** The audio element loads the recording (it is playable) and the device keeps its bytes. */
async function expectPlayableRecording(page: Page) {
  const audio = page.locator('audio');
  await expect(audio).toBeVisible();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => (element.error ? -1 : element.readyState)))
    .toBeGreaterThanOrEqual(1);
  // A recording's duration may read as Infinity until played through; either way more than nothing.
  expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0);
  expect(await keptBytes(page)).toBeGreaterThan(0);
}

/** The sizes of the recordings kept in this device's IndexedDB. */
function keptBytes(page: Page): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('recordings').objectStore('recordings').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { audio: Blob }[]).reduce((sum, r) => sum + r.audio.size, 0));
          };
        };
      }),
    AUDIO_DB,
  );
}

async function recordSpeech(page: Page, speakMs: number) {
  await page.getByRole('button', { name: /^(Start speech|Start again)$/ }).click();
  await expect(recorderPanel(page).getByRole('status')).toHaveText('Recording your speech.');
  await page.waitForTimeout(speakMs);
  await page.getByRole('button', { name: 'Stop speech' }).click();
  await expect(page.locator('audio')).toBeVisible();
}

test('a speech recorded with the clock plays back, downloads, survives a reload, is deleted, and leaves with sign-out', async ({
  browser,
}) => {
  const member = await newMember(browser, baseURL(), 'Audio Speaker');
  const page = member.page;
  const cspViolations = await watchCsp(page);
  try {
    await startTimedSpeech(page);
    const panel = recorderPanel(page);
    await expect(panel).toContainText(
      'Your recording stays on this device. It is uploaded only if you share it with a reviewer when you ask for a review.',
    );
    const toggle = panel.getByRole('button', { name: 'Record audio' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('audio')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('status')).toHaveText('Microphone ready: recording starts with the speech clock.');

    await page.getByRole('button', { name: 'Start speech' }).click();
    await expect(panel.getByRole('status')).toHaveText('Recording your speech.');
    await expect(toggle).toBeDisabled();
    await expectNoAxeViolations(page, 'speech practice, recording');
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Stop speech' }).click();

    const audio = page.locator('audio');
    await expect(audio).toBeVisible();
    await expect(audio).toHaveAttribute('controls', '');
    await expect(panel.getByRole('status')).toHaveText('Microphone ready: recording starts with the speech clock.');
    await expect(panel).toContainText(/Recording of .+: \d+:\d\d, recorded /);
    await expectPlayableRecording(page);

    const download = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Download recording' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.(webm|ogg|m4a)$/);
    await expectNoAxeViolations(page, 'speech practice, recorded');
    expect(cspViolations).toEqual([]);

    // Kept on the device: the attempt's address brings it back after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Timed speech' })).toBeVisible();
    await expectPlayableRecording(page);
    await expect(recorderPanel(page).getByRole('button', { name: 'Record audio' })).toHaveAttribute('aria-pressed', 'false');

    await recorderPanel(page).getByRole('button', { name: 'Delete recording' }).click();
    await expect(page.locator('audio')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Timed speech' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Start speech|Start again)$/ })).toBeVisible();
    await expect(page.locator('audio')).toHaveCount(0);

    // A new take, then signing out: the recordings' database leaves the device.
    await recorderPanel(page).getByRole('button', { name: 'Record audio' }).click();
    await expect(recorderPanel(page).getByRole('status')).toHaveText(/Microphone ready/);
    await recordSpeech(page, 800);
    expect(await page.evaluate(async (name) => (await indexedDB.databases()).some((db) => db.name === name), AUDIO_DB)).toBe(
      true,
    );
    await page.goto('/');
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await page.reload();
    await expect
      .poll(async () => page.evaluate(async (name) => (await indexedDB.databases()).some((db) => db.name === name), AUDIO_DB), {
        timeout: 15_000,
      })
      .toBe(false);
  } finally {
    await member.context.close();
  }
});

test('a refused microphone is said plainly and the speech is still timed without a recording', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), 'Quiet Speaker');
  const page = member.page;
  try {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await startTimedSpeech(page);
    const panel = recorderPanel(page);
    await panel.getByRole('button', { name: 'Record audio' }).click();
    await expect(panel.getByRole('status')).toContainText('The microphone was not allowed, so this speech is not recorded.');
    await expect(panel.getByRole('button', { name: 'Record audio' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page, 'speech practice, microphone refused');

    await page.getByRole('button', { name: 'Start speech' }).click();
    await page.getByRole('button', { name: 'Stop speech' }).click();
    await expect(page.getByText('Time spoken. Start again to redo the speech.')).toBeVisible();
    await expect(page.locator('audio')).toHaveCount(0);
  } finally {
    await member.context.close();
  }
});

test('a mock debate records each speech while recording is on; the result plays them back', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), 'Audio Debater');
  const page = member.page;
  try {
    await page.goto('/training/mock-debate');
    await expect(page.getByRole('heading', { level: 1, name: 'Mock Debate' })).toBeVisible();
    await page.getByLabel('Format', { exact: true }).selectOption('standard');
    await page.getByRole('button', { name: 'Start: Solo run' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Solo run' })).toBeVisible();

    await recorderPanel(page).getByRole('button', { name: 'Record audio' }).click();
    await expect(recorderPanel(page).getByRole('status')).toHaveText(/Microphone ready/);
    await page.getByRole('button', { name: 'Start speech' }).click();
    await expect(recorderPanel(page).getByRole('status')).toHaveText('Recording your speech.');
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: 'Stop speech' }).click();

    // The run moves to the next speech; the first one's recording is kept and shown in its row.
    const firstRow = page.getByRole('listitem').filter({ hasText: /^1\./ });
    await expect(firstRow.locator('audio')).toBeVisible();
    await expect(firstRow.getByRole('link', { name: 'Download recording' })).toBeVisible();
    // Recording stays on for the next speech without asking again.
    await expect(recorderPanel(page).getByRole('button', { name: 'Record audio' })).toHaveAttribute('aria-pressed', 'true');
    await expect(recorderPanel(page).getByRole('status')).toHaveText(/Microphone ready/);
    await expectNoAxeViolations(page, 'mock debate, a speech recorded');

    for (let n = 0; n < 12; n++) {
      const start = page.getByRole('button', { name: 'Start speech' });
      if ((await start.count()) === 0) break;
      await start.click();
      await page.getByRole('button', { name: 'Stop speech' }).click();
    }
    await expect(page.getByText('Every speech is given.')).toBeVisible();
    await page.getByRole('button', { name: 'Finish and see my score' }).click();
    await expect(page.getByRole('heading', { name: 'Time discipline' })).toBeVisible();
    await expect(page.locator('audio').first()).toBeVisible();
    await expect(
      page
        .getByText(
          'Your recording stays on this device. It is uploaded only if you share it with a reviewer when you ask for a review.',
        )
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'mock debate result with recordings');
  } finally {
    await member.context.close();
  }
});
