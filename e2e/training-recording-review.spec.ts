// Sharing a speech recording with a reviewer, in a real Chromium with a fake
// microphone against the real server: a member records a timed speech, finishes
// it, asks an approved judge for a review and ticks "Share my recording with
// the reviewer"; the judge, in a context of their own, opens the request and
// the player loads the audio from the server (byte ranges, CSP media-src
// 'self'); the member deletes the recording from the server and the judge is
// told so; the member withdraws and the judge is told the request is no longer
// shared. axe on the member's request, the judge's player and the messages.
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newJudge } from './support/judging.ts';
import { newMember } from './support/members.ts';
import { watchCsp } from './support/csp.ts';

// Two members, an approved judge, a recorded speech and several axe runs on a 2-core machine.
test.describe.configure({ timeout: 180_000 });

// A fake microphone (a tone) that the browser allows without asking.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const baseURL = () => process.env.E2E_BASE_URL as string;

test('a member shares a speech recording with a judge, who plays it; deleting and withdrawing are told honestly', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const member = await newMember(browser, baseURL(), `Recording Speaker ${suffix}`);
  const judge = await newJudge(browser, `Recording Judge ${suffix}`);
  const { page } = member;
  const judgePage = judge.page;
  const cspViolations = await watchCsp(judgePage);
  try {
    // A timed speech, recorded with the clock, assessed and finished.
    await page.goto('/training/speech');
    await expect(page.getByRole('heading', { level: 1, name: 'Speech Practice' })).toBeVisible();
    await page.getByLabel('Format', { exact: true }).selectOption('standard');
    await page.getByLabel('Position', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Start: Timed speech' }).click();
    const panel = page.getByRole('region', { name: 'Audio recording' });
    await panel.getByRole('button', { name: 'Record audio' }).click();
    await expect(panel.getByRole('status')).toHaveText(/Microphone ready/);
    await page.getByRole('button', { name: 'Start speech' }).click();
    await expect(panel.getByRole('status')).toHaveText('Recording your speech.');
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: 'Stop speech' }).click();
    await expect(panel.locator('audio')).toBeVisible();
    for (const criterion of ['Content', 'Style', 'Strategy']) {
      await page
        .getByRole('group', { name: new RegExp(`^${criterion}`) })
        .getByRole('radio')
        .nth(2)
        .check();
    }
    await page.getByRole('button', { name: 'Finish and see my score' }).click();
    await expect(page.getByRole('heading', { name: 'Timed speech: your score' })).toBeVisible();

    // Asking the judge, sharing the recording (off until ticked, saying where it goes).
    const review = page.getByRole('region', { name: 'Peer review' });
    await review.getByRole('combobox', { name: 'Reviewer' }).selectOption({ label: `${judge.name} (judge)` });
    const share = review.getByRole('checkbox', { name: /Share my recording with the reviewer/ });
    await expect(share).not.toBeChecked();
    await expect(review).toContainText('The recording leaves this device');
    await share.check();
    await review.getByRole('button', { name: 'Ask for a review' }).click();
    const request = review.getByTestId('review-request');
    await expect(request).toContainText('Waiting for review');
    await expect(request).toContainText(`is shared with ${judge.name}`);
    await expectNoAxeViolations(page, 'the member’s request sharing a recording');

    // The judge opens it and the player loads the audio from the server.
    await judgePage.goto('/training/reviews');
    const inbox = judgePage.getByRole('region', { name: 'Asked of you' });
    await inbox.getByRole('link', { name: 'Timed speech' }).click();
    const audio = judgePage.locator('audio');
    await expect(audio).toBeVisible();
    await expect(judgePage.getByText(`Recording shared by ${member.name}`)).toBeVisible();
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => (element.error ? -1 : element.readyState)), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0);
    // Seeking asks for a byte range: the server answers 206.
    const src = await audio.evaluate((element: HTMLAudioElement) => element.currentSrc);
    const ranged = await judge.context.request.get(src, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(cspViolations).toEqual([]);
    await expectNoAxeViolations(judgePage, 'the judge’s player');

    // The member deletes it from the server: the judge is told it is gone.
    await review.getByRole('button', { name: 'Delete recording from the server' }).click();
    await expect(request).toContainText('You deleted the recording you shared');
    await judgePage.reload();
    await expect(judgePage.getByText(`${member.name} shared a recording of this speech and then deleted it`)).toBeVisible();
    await expect(judgePage.locator('audio')).toHaveCount(0);
    expect((await judge.context.request.get(src)).status()).toBe(404);
    await expectNoAxeViolations(judgePage, 'the judge, recording deleted');

    // The member withdraws: the request is no longer shared with the judge.
    await request.getByRole('button', { name: /^Withdraw/ }).click();
    await expect(request).toContainText('Withdrawn');
    await judgePage.reload();
    await expect(judgePage.getByText('This review request does not exist, or it is no longer shared with you.')).toBeVisible();
    await expectNoAxeViolations(judgePage, 'the judge, request withdrawn');
  } finally {
    await member.context.close();
    await judge.context.close();
  }
});
