// A tournament round in the browser against the real server
// (docs/tournaments-rounds.md): a tab director with five teams (one not checked
// in) writes round 1's motion, generates the draw leaving that team out, reads
// the draw's warnings and reasons, swaps two teams by hand, and releases the
// draw and the motion; a debater checks their team in, then sees the released
// draw with their own room marked and opens their live debate. axe on the
// director's page, the debater's and the projector view.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { post } from './support/judging.ts';
import { type Member, newMember } from './support/members.ts';
import { storageStatePath } from './support/auth.ts';
import { openMail } from './support/outbox.ts';
import { addStaffViaApi, inviteGuestAdjudicatorViaApi, newTournamentViaApi } from './support/tournaments.ts';
import { RELEASE_NOTICE_TEXT } from '../src/web/features/tournaments/components/tournament-labels.ts';

test.describe.configure({ timeout: 240_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const MOTION = 'This house would make every city car-free';

test('a tab director draws and releases round 1; a debater finds their room and live debate', async ({ browser }) => {
  const director = await newMember(browser, baseURL(), 'Round Director');
  const { tournamentId } = await newTournamentViaApi(director, {
    title: 'Rounds Journey Open',
    format: 'oxford',
    preliminaryRounds: 3,
    categories: [{ name: 'Open', breakSize: 4 }],
  });
  const venue = await post(director, `/api/tournaments/${tournamentId}/venues`, { name: 'Great Hall', priority: 10 });
  expect(venue.status, venue.body).toBe(201);

  // Five teams of one speaker each; all but the debater's and the last are checked in by the staff.
  const speakers: Member[] = [];
  const teamIds: string[] = [];
  for (const [i, name] of ['Alder', 'Birch', 'Cedar', 'Damson', 'Elm'].entries()) {
    const speaker = await newMember(browser, baseURL(), `${name} Speaker`);
    const team = await post(speaker, `/api/tournaments/${tournamentId}/teams`, {
      name: `${name} Team`,
      institution: `${name} School`,
    });
    expect(team.status, team.body).toBe(201);
    speakers.push(speaker);
    teamIds.push((JSON.parse(team.body) as { id: string }).id);
    if (i >= 1 && i <= 3) {
      const checked = await post(director, `/api/tournaments/${tournamentId}/rounds/1/checkins`, {
        teamId: teamIds[i],
      });
      expect(checked.status, checked.body).toBe(200);
    }
  }
  const debater = speakers[0] as Member;
  const roundUrl = `/tournaments/${tournamentId}/rounds/1`;
  // A guest adjudicator, and a member of the adjudication core.
  await inviteGuestAdjudicatorViaApi(director, tournamentId, 'Guest Chair');
  const core = await newMember(browser, baseURL(), 'Core Member');
  await addStaffViaApi(director, tournamentId, core, 'adjudication-core');

  // The tournament page lists the rounds.
  await debater.page.goto(`/tournaments/${tournamentId}`);
  await debater.page.getByRole('link', { name: /Round 1/ }).click();
  await expect(debater.page).toHaveURL(roundUrl);
  await expect(debater.page.getByRole('heading', { level: 1, name: 'Round 1' })).toBeVisible();
  // The debater checks their team in.
  await debater.page.getByRole('button', { name: 'Check my team in' }).click();
  await expect(debater.page.getByText('Your team is checked in for Round 1.')).toBeVisible();
  await expect(debater.page.getByText('The draw is not released yet.')).toBeVisible();
  await expectNoAxeViolations(debater.page, '/tournaments/:id/rounds/:seq (debater, before the draw)');

  // The director writes the motion and generates the draw, leaving out the team not checked in.
  const { page } = director;
  await page.goto(roundUrl);
  await page.getByRole('textbox', { name: 'Motion', exact: true }).fill(MOTION);
  await page.getByRole('button', { name: 'Save round' }).click();
  await expect(page.getByText('Not released yet:')).toBeVisible();
  await expect(page.getByText('1 team has not checked in.')).toBeVisible();
  await page.getByLabel('Leave them out of the draw').check();
  await page.getByRole('button', { name: 'Generate draw' }).click();
  await expect(page.getByTestId('draw-warnings')).toContainText('Left out, not checked in: Elm Team.');
  await expect(page.getByTestId('draw-room')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Draw (draft, seen by the staff only)' })).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id/rounds/:seq (director, draft)');

  // A hand edit: the first room's proposition swaps with the second room's; the room says so.
  const firstProposition = page.getByLabel('Room 1, Proposition');
  const secondProposition = (await page.getByLabel('Room 2, Proposition').inputValue()) as string;
  await firstProposition.selectOption(secondProposition);
  await expect(page.getByLabel('Room 1, Proposition')).toHaveValue(secondProposition);
  await expect(page.getByTestId('draw-reasons').first()).toContainText('Edited by hand.');

  // The adjudication core seats the guest as Room 1's chair; teams and venues are not theirs to move.
  await core.page.goto(roundUrl);
  const panels = core.page.getByRole('region', { name: 'Edit the panels' });
  await expect(panels).toBeVisible();
  await expect(panels.getByLabel('Room 1, Proposition')).toBeDisabled();
  await expect(panels.getByLabel('Venue of Room 1')).toBeDisabled();
  await panels.getByLabel('Add an adjudicator to Room 1').selectOption({ label: 'Guest Chair (not checked in)' });
  await expect(panels.getByLabel('Role of Guest Chair')).toHaveValue('chair');
  await expectNoAxeViolations(core.page, '/tournaments/:id/rounds/:seq (adjudication core, panels)');
  await page.reload();
  await expect(page.getByLabel('Role of Guest Chair')).toHaveValue('chair');

  // The motion and the draw go out.
  await page.getByRole('button', { name: 'Release motion now' }).click();
  await page.getByRole('dialog', { name: 'Release the motion?' }).getByRole('button', { name: 'Release motion' }).click();
  await expect(page.getByText('The motion is released.')).toBeVisible();
  // Everyone in the draw is told their room by e-mail (and push where they turned it on).
  await page.getByLabel(RELEASE_NOTICE_TEXT.option).check();
  await page.getByRole('button', { name: 'Release draw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Release the draw of Round 1?' });
  await expect(dialog).toContainText(RELEASE_NOTICE_TEXT.speakers);
  await expectNoAxeViolations(page, '/tournaments/:id/rounds/:seq release dialog');
  await dialog.getByRole('button', { name: 'Release draw' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Draw', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open the live debate/ })).toHaveCount(2);

  // The debater's mail names their side, their room and the motion, and opens their live debate.
  const admin = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  const mail = await openMail(admin, { to: debater.email, subject: /^Rounds Journey Open, Round 1: Room [12]/ });
  await expect(mail.locator('p').getByText(/You: (Proposition|Opposition), for Alder Team/)).toBeVisible();
  await expect(mail.locator('p').getByText(`Motion: ${MOTION}`)).toBeVisible();
  const debateHref = (await mail.getByRole('link', { name: 'Open your debate' }).getAttribute('href')) as string;
  await admin.close();

  // The debater's open page follows (realtime), with their room marked and their debate a click away.
  await expect(debater.page.getByTestId('round-motion')).toHaveText(MOTION);
  const ownRoom = debater.page.locator('[data-testid="draw-room"][aria-current="true"]');
  await expect(ownRoom).toHaveCount(1);
  await expect(ownRoom).toContainText('Alder Team');
  await expect(ownRoom.getByText('Your room')).toBeVisible();
  await expectNoAxeViolations(debater.page, '/tournaments/:id/rounds/:seq (debater, released)');
  await ownRoom.getByRole('link', { name: /Open the live debate/ }).click();
  // The same debate the mail opens.
  await expect(debater.page).toHaveURL(new RegExp(`${new URL(debateHref).pathname}$`));
  await expect(debater.page.getByRole('heading', { level: 1, name: /Rounds Journey Open — Round 1, Room [12]/ })).toBeVisible();
  await expect(debater.page.getByText(MOTION).first()).toBeVisible();

  // The projector view, for the hall.
  await page.goto(`${roundUrl}?view=projector`);
  await expect(page.getByRole('heading', { level: 1, name: 'Round 1' })).toBeVisible();
  await expect(page.getByText(MOTION)).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id/rounds/:seq?view=projector');

  for (const member of [director, core, ...speakers]) await member.context.close();
});
