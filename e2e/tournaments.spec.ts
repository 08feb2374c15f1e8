// Tournaments in the browser against the real server (docs/tournaments.md): an
// organizer turns an event into a tournament from the event's page; a member
// registers a team and sees its join code, a second member joins with it; an
// approved judge registers as an adjudicator while a member who is not a judge
// is told where to apply; the organizer invites a guest adjudicator, and
// another member accepts the link. axe on every page and state.
import { expect, test } from '@playwright/test';
import { TOURNAMENT_MESSAGES } from '../src/shared/tournaments/contract.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newJudge, post } from './support/judging.ts';
import { newMember } from './support/members.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const HOUR = 60 * 60 * 1000;

test('set up a tournament, register and join a team, adjudicate, invite a guest', async ({ browser }) => {
  const organizer = await newMember(browser, baseURL(), 'Tab Organizer');
  const start = Date.now() + 14 * 24 * HOUR;
  const created = await post(organizer, '/api/events', {
    title: 'Browser Open Tournament',
    description: '<p>Five rounds of British Parliamentary and a final.</p>',
    venueType: 'in-person',
    location: 'Central Library',
    dateStart: new Date(start).toISOString(),
    dateEnd: new Date(start + 10 * HOUR).toISOString(),
    timeZone: 'UTC',
    activities: [],
  });
  expect(created.status, created.body).toBe(201);
  const eventId = (JSON.parse(created.body) as { id: string }).id;

  // The organizer sets it up from the event's page.
  const { page } = organizer;
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Browser Open Tournament' })).toBeVisible();
  await page.getByRole('link', { name: 'Run as a tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Run as a tournament' })).toBeVisible();
  await expectNoAxeViolations(page, '/events/:id/tournament');
  await page.getByLabel('Format').selectOption('parliamentary');
  await page.getByLabel('Preliminary rounds').fill('0');
  await page.getByRole('button', { name: 'Set up the tournament' }).click();
  await expect(page.getByText('At least 1', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/events/:id/tournament with errors');
  await page.getByLabel('Preliminary rounds').fill('4');
  await page.getByLabel('Fold').check();
  await page.getByLabel('Open break size').fill('8');
  await page.getByRole('button', { name: 'Add a break category' }).click();
  await page.getByLabel('Category 2 name').fill('Novice');
  await page.getByLabel('Category 2 break size').fill('4');
  await page.getByRole('button', { name: 'Set up the tournament' }).click();
  await expect(page).toHaveURL(/\/tournaments\/[0-9a-f-]{36}$/);
  const tournamentUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Browser Open Tournament' })).toBeVisible();
  await expect(page.getByText('British Parliamentary · 4 preliminary rounds')).toBeVisible();
  await expect(page.getByText('No teams yet.')).toBeVisible();
  await expect(page.getByText('Tab director')).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id (organizer)');

  // The event's page now leads to it.
  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: 'Tournament', exact: true }).click();
  await expect(page).toHaveURL(tournamentUrl);

  // A member registers a team and sees its code.
  const first = await newMember(browser, baseURL(), 'First Speaker');
  await first.page.goto(tournamentUrl);
  const registration = first.page.getByRole('region', { name: 'Register a team' });
  await registration.getByLabel('Team name').fill('Library Lions');
  await registration.getByLabel('Institution').fill('City College');
  await registration.getByLabel('Novice').check();
  await expectNoAxeViolations(first.page, '/tournaments/:id (member, registration open)');
  await registration.getByRole('button', { name: 'Register team' }).click();
  const code = first.page.getByTestId('own-join-code');
  await expect(code).toHaveText(/^[A-Z0-9]{8}$/);
  const joinCode = (await code.textContent()) as string;
  await expect(first.page.getByTestId('tournament-team').getByText('Novice', { exact: true })).toBeVisible();
  await expect(first.page.getByRole('button', { name: 'Copy join code' })).toBeVisible();
  await expect(first.page.getByRole('button', { name: 'Leave team' })).toBeVisible();
  await expectNoAxeViolations(first.page, '/tournaments/:id (in a team)');

  // A second member joins with it; a wrong code first says so.
  const second = await newMember(browser, baseURL(), 'Second Speaker');
  await second.page.goto(tournamentUrl);
  await second.page.getByLabel('Team', { exact: true }).selectOption({ label: 'Library Lions (City College)' });
  await second.page.getByLabel('Join code').fill('WRONGCDE');
  await second.page.getByRole('button', { name: 'Join team' }).click();
  await expect(second.page.getByText(TOURNAMENT_MESSAGES.wrongJoinCode)).toBeVisible();
  await second.page.getByLabel('Join code').fill(joinCode.toLowerCase());
  await second.page.getByRole('button', { name: 'Join team' }).click();
  await expect(second.page.getByTestId('own-join-code')).toHaveText(joinCode);
  await expect(second.page.getByText(`${first.name}, ${second.name}`)).toBeVisible();

  // A member who is not a judge is refused, with the way to apply.
  const stranger = await newMember(browser, baseURL(), 'Not Yet Judge');
  await stranger.page.goto(tournamentUrl);
  await stranger.page.getByRole('button', { name: 'Register as an adjudicator' }).click();
  await expect(stranger.page.getByText(TOURNAMENT_MESSAGES.notJudge)).toBeVisible();
  await expect(stranger.page.getByRole('link', { name: 'Apply to become a judge' })).toHaveAttribute('href', '/become-judge');

  // An approved judge registers.
  const judge = await newJudge(browser, 'Panel Judge');
  await judge.page.goto(tournamentUrl);
  await judge.page.getByRole('region', { name: 'Adjudicate', exact: true }).getByLabel('Institution').fill('Judges Guild');
  await judge.page.getByRole('button', { name: 'Register as an adjudicator' }).click();
  await expect(judge.page.getByText('(you)')).toBeVisible();
  await expect(judge.page.getByRole('button', { name: 'Register as an adjudicator' })).toHaveCount(0);

  // The organizer invites a guest; the link shows once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Library Lions' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite a guest adjudicator' });
  await invite.getByLabel('Name').fill('Guest Adjudicator');
  await invite.getByLabel('Institution').fill('Visiting University');
  await invite.getByRole('button', { name: 'Create invitation link' }).click();
  const inviteUrl = (await page.getByTestId('invite-url').textContent()) as string;
  expect(inviteUrl).toMatch(/\/tournaments\/[0-9a-f-]{36}\/adjudicate#[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('button', { name: 'Withdraw Library Lions' })).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id (organizer, invitation shown)');

  // Another member accepts it.
  const guest = await newMember(browser, baseURL(), 'Guest Member');
  const invitePath = new URL(inviteUrl).pathname + new URL(inviteUrl).hash;
  await guest.page.goto(invitePath);
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Adjudicate Browser Open Tournament' })).toBeVisible();
  await expectNoAxeViolations(guest.page, '/tournaments/:id/adjudicate');
  await guest.page.getByRole('button', { name: 'Accept and adjudicate' }).click();
  await expect(guest.page).toHaveURL(tournamentUrl);
  await expect(guest.page.getByText('(you)')).toBeVisible();

  // The same link again is no longer valid.
  const late = await newMember(browser, baseURL(), 'Late Member');
  await late.page.goto(invitePath);
  await late.page.getByRole('button', { name: 'Accept and adjudicate' }).click();
  await expect(late.page.getByText(TOURNAMENT_MESSAGES.inviteInvalid)).toBeVisible();

  // Managers make a team of spare speakers a swing team (drawn to fill a room, never ranked), and rank it again.
  await page.reload();
  const lions = page.getByTestId('tournament-team').filter({ hasText: 'Library Lions' });
  await lions.getByRole('button', { name: 'Make swing team: Library Lions' }).click();
  await expect(page.getByText('Library Lions is a swing team')).toBeVisible();
  await expect(lions.getByText('Swing team', { exact: true })).toBeVisible();
  await expect(lions).toContainText('never ranked and never breaks');
  await expectNoAxeViolations(page, '/tournaments/:id (a swing team)');
  await first.page.reload();
  await expect(first.page.getByTestId('tournament-team').getByText('Swing team', { exact: true })).toBeVisible();
  // Its speakers cannot change it.
  await expect(first.page.getByRole('button', { name: /swing team|Rank this team/ })).toHaveCount(0);
  await lions.getByRole('button', { name: 'Rank this team again: Library Lions' }).click();
  await expect(page.getByText('Library Lions is ranked again')).toBeVisible();
  await expect(lions.getByText('Swing team', { exact: true })).toHaveCount(0);

  // Managers close registration; withdrawing a team asks first.
  await page.getByRole('button', { name: 'Close registration' }).click();
  await expect(page.locator('#main').getByText('Registration closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw Library Lions' }).click();
  await expect(page.getByRole('dialog', { name: 'Withdraw Library Lions?' })).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id withdraw dialog');
  await page.getByRole('button', { name: 'Withdraw team' }).click();
  await expect(page.getByText('No teams yet.')).toBeVisible();

  // Signed out: the lists, and the way to sign in.
  const visitor = await browser.newContext({ baseURL: baseURL() });
  const anonymous = await visitor.newPage();
  await anonymous.goto(tournamentUrl);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Browser Open Tournament' })).toBeVisible();
  await expect(anonymous.getByText('Guest Adjudicator')).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Sign in to register' })).toBeVisible();
  await expect(anonymous.getByRole('button', { name: 'Register team' })).toHaveCount(0);
  await expectNoAxeViolations(anonymous, '/tournaments/:id (signed out)');

  for (const member of [organizer, first, second, stranger, judge, guest, late]) await member.context.close();
  await visitor.close();
});
