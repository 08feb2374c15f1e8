// Events in the browser against the real server: an event created from a
// template with a debate in its schedule, RSVPs up to the capacity, the next
// one waitlisted and promoted when someone cancels, check-in by typed code on
// the organizer's desk, the .ics file, the list's filters, and axe on every
// events page.
import { expect, test } from '@playwright/test';
import { formatViolations, runAxe } from './support/axe.ts';
import { createDebateViaApi, type Member, newMember } from './support/members.ts';
import { EVENT_MESSAGES } from '../src/shared/events/contract.ts';

test.describe.configure({ timeout: 120_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

async function axeClean(page: Member['page'], where: string) {
  expect(formatViolations(where, await runAxe(page))).toBe(`${where}: no violations`);
}

test('create from a template, fill it, waitlist, promote, check in, download .ics', async ({ browser }) => {
  const organizer = await newMember(browser, baseURL(), 'Organizer');
  const debateId = await createDebateViaApi(organizer, baseURL(), { title: 'Workshop practice debate' }, 60);
  const { page } = organizer;

  await page.goto('/event-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Event templates' })).toBeVisible();
  await axeClean(page, '/event-templates');
  await page.getByRole('link', { name: 'Use the workshop template' }).click();
  await expect(page).toHaveURL(/create-event\?template=workshop/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Debate workshop');
  await axeClean(page, '/create-event');
  await page.getByLabel('Title', { exact: true }).fill('Browser workshop day');
  await page.getByLabel('Places').fill('2');
  await page.getByLabel('Location').fill('Central Library');
  await page.getByLabel('Activity 4 debate').selectOption(debateId);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browser workshop day' })).toBeVisible();
  const eventUrl = page.url();
  await expect(page.getByRole('link', { name: 'Debate: Workshop practice debate' })).toBeVisible();
  await axeClean(page, '/events/:id (organizer)');

  const members: Member[] = [];
  for (const name of ['Ada', 'Bea', 'Cy']) members.push(await newMember(browser, baseURL(), name));
  const [ada, bea, cy] = members as [Member, Member, Member];
  for (const m of [ada, bea]) {
    await m.page.goto(eventUrl);
    await m.page.getByRole('button', { name: 'RSVP' }).click();
    await expect(m.page.getByTestId('rsvp-status')).toHaveText('You’re going');
  }
  await cy.page.goto(eventUrl);
  await cy.page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(cy.page.getByTestId('rsvp-status')).toHaveText('You’re on the waitlist (position 1)');
  await axeClean(cy.page, '/events/:id (waitlisted)');

  await ada.page.getByRole('button', { name: 'Cancel my RSVP' }).click();
  await expect(ada.page.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  await cy.page.reload();
  await expect(cy.page.getByTestId('rsvp-status')).toHaveText('You’re going');
  await expect(cy.page.getByRole('img', { name: /Check-in QR code/ })).toBeVisible();
  const code = (await cy.page.getByTestId('check-in-code').textContent()) ?? '';
  await axeClean(cy.page, '/events/:id (going, ticket)');

  await page.goto(`${eventUrl}/check-in`);
  await expect(page.getByRole('heading', { level: 1, name: /Check-in/ })).toBeVisible();
  await page.getByLabel('Check-in code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('status').filter({ hasText: /is checked in/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attendees (1 of 2 checked in)' })).toBeVisible();
  await axeClean(page, '/events/:id/check-in');

  await page.goto(eventUrl);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^event-.*\.ics$/);

  await page.goto(`/debate-event/${debateId}`);
  await expect(page.getByRole('heading', { name: /Part of Browser workshop day/ })).toBeVisible();
  await axeClean(page, '/debate-event/:id');
  await page.goto('/events');
  await axeClean(page, '/events');

  // Filters live in the URL: the event is full (2 of 2 going), so "places left" hides it.
  await page.goto('/events?q=Browser+workshop+day');
  const card = page.getByRole('link', { name: 'Browser workshop day' });
  await expect(card).toBeVisible();
  // The box follows the URL: click, then wait for the URL and the box (check() would expect the state at once).
  await page.getByLabel('Only with places left').click();
  await expect(page).toHaveURL(/available=true/);
  await expect(page.getByLabel('Only with places left')).toBeChecked();
  await expect(card).toHaveCount(0);
  await axeClean(page, '/events filtered');
  await page.getByLabel('Only with places left').click();
  await expect(page.getByLabel('Only with places left')).not.toBeChecked();
  await expect(card).toBeVisible();
  await page.getByLabel('Where').selectOption('virtual');
  await expect(page).toHaveURL(/venue=virtual/);
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/venue=/);
  await expect(card).toBeVisible();
});

test('an in-person event without a location is refused, with the message on the field', async ({ browser }) => {
  const organizer = await newMember(browser, baseURL(), 'Careful Organizer');
  const { page } = organizer;
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Host an event' })).toBeVisible();
  // Only a title: every missing field says what it needs, at once.
  await page.getByLabel('Title', { exact: true }).fill('Evening practice');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Description must be at least 20 characters')).toBeVisible();
  await expect(page.getByText(EVENT_MESSAGES.locationRequired)).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
  await axeClean(page, '/create-event with errors');

  await page.getByLabel('Description').fill('Two practice rounds, then feedback for everyone.');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(EVENT_MESSAGES.locationRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/create-event$/);

  await page.getByLabel('Location').fill('Central Library, Room 2');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evening practice' })).toBeVisible();
  await organizer.context.close();
});
