// The admin area's debates, events and clubs in the browser against the real
// server: an admin finds a member's debate in the table, is refused a cancel
// without a reason, cancels it with one (the row shows it cancelled, the audit
// log has the entry); cancels a member's event the same way, and the member's
// cancellation mail arrives in the outbox; deletes a club with its name typed;
// axe on each section page and on the dialogs.
import { expect, type Page, test } from '@playwright/test';
import { demoAdmin } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const HOUR = 60 * 60 * 1000;

async function findInTable(page: Page, path: string, label: string, text: string) {
  await page.goto(path);
  const search = page.getByRole('searchbox', { name: label });
  await search.fill(text);
  await search.press('Enter');
  await expect(page).toHaveURL(/q=/);
  return page.getByRole('row').filter({ hasText: text });
}

test('an admin cancels a debate and an event with a reason; the event’s attendee gets the cancellation mail', async ({
  browser,
}) => {
  const suffix = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
  const member = await newMember(browser, baseURL(), `Content Member ${suffix}`);
  const admin = await demoAdmin(browser);
  const post = (path: string, data: unknown) => member.context.request.post(path, { headers: { origin: baseURL() }, data });

  const debateTitle = `Admin cancels ${suffix}`;
  const debate = await post('/api/debates', {
    title: debateTitle,
    description: '<p>A debate the admin will cancel from the table.</p>',
    topic: 'This house would cancel debates with reasons',
    format: 'oxford',
    debateType: 'practice',
    startsAt: new Date(Date.now() + 72 * HOUR).toISOString(),
    timeZone: 'Europe/Berlin',
    venueType: 'in-person',
    location: 'City Library, Room 2',
    maxParticipants: 4,
  });
  expect(debate.status(), await debate.text()).toBe(201);
  const debateId = ((await debate.json()) as { id: string }).id;
  expect((await post(`/api/debates/${debateId}/join`, { role: 'audience' })).status()).toBe(200);

  // Debates: found by the public list's search; a cancel needs a reason.
  await admin.page.goto('/admin/debates');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Debates' })).toBeVisible();
  await expectNoAxeViolations(admin.page, '/admin/debates');
  const row = await findInTable(admin.page, '/admin/debates', 'Search debates', debateTitle);
  await row.getByRole('button', { name: `Cancel ${debateTitle}` }).click();
  const dialog = admin.page.getByRole('dialog');
  await expectNoAxeViolations(admin.page, '/admin/debates (cancel dialog)');
  await dialog.getByRole('button', { name: 'Cancel the debate' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  // Reasons unique to this run: a retry finds its own entries in the audit log, not the first attempt's too.
  const debateReason = `The library closed for repairs (${suffix})`;
  await dialog.getByLabel('Reason').fill(debateReason);
  await dialog.getByRole('button', { name: 'Cancel the debate' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await admin.page.getByRole('combobox', { name: 'Status' }).selectOption('cancelled');
  await expect(admin.page).toHaveURL(/state=cancelled/);
  await expect(admin.page.getByRole('link', { name: debateTitle })).toBeVisible();
  const shown = await member.context.request.get(`/api/debates/${debateId}`);
  expect(((await shown.json()) as { status: string }).status).toBe('cancelled');

  // Events: the member going gets the existing cancellation mail.
  const eventTitle = `Admin cancels event ${suffix}`;
  const event = await post('/api/events', {
    title: eventTitle,
    description: '<p>Rounds and a workshop.</p>',
    venueType: 'in-person',
    location: 'Town Hall',
    dateStart: new Date(Date.now() + 48 * HOUR).toISOString(),
    dateEnd: new Date(Date.now() + 52 * HOUR).toISOString(),
    timeZone: 'Europe/London',
    capacity: 10,
    activities: [],
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { id: string }).id;
  expect((await post(`/api/events/${eventId}/rsvp`, {})).status()).toBeLessThan(300);

  await admin.page.goto('/admin/events');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expectNoAxeViolations(admin.page, '/admin/events');
  const eventRow = await findInTable(admin.page, '/admin/events', 'Search events', eventTitle);
  await eventRow.getByRole('button', { name: `Cancel ${eventTitle}` }).click();
  await expect(admin.page.getByRole('dialog').getByText('The 1 person going or waitlisted gets')).toBeVisible();
  const eventReason = `The hall is flooded (${suffix})`;
  await admin.page.getByRole('dialog').getByLabel('Reason').fill(eventReason);
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Cancel the event' }).click();
  await expect(admin.page.getByRole('dialog')).toHaveCount(0);
  await expect(eventRow.getByText('Cancelled', { exact: true })).toBeVisible();

  const outbox = await admin.context.newPage();
  const mail = outbox
    .getByRole('listitem')
    .filter({ hasText: `to ${member.email}` })
    .filter({ hasText: `Cancelled: ${eventTitle}` });
  await expect
    .poll(
      async () => {
        await outbox.goto('/dev/outbox');
        return mail.count();
      },
      { timeout: 20_000, message: 'the cancellation mail in the outbox' },
    )
    .toBe(1);

  // Both cancellations are in the audit log with their reasons.
  await admin.page.goto('/admin/logs?tab=audit&targetType=debate');
  await expect(admin.page.getByText(debateReason)).toBeVisible();
  await admin.page.goto('/admin/logs?tab=audit&targetType=event');
  await expect(admin.page.getByText(eventReason)).toBeVisible();

  await member.context.close();
  await admin.context.close();
});

test('an admin deletes a club with its name typed', async ({ browser }) => {
  const suffix = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
  const owner = await newMember(browser, baseURL(), `Club Owner ${suffix}`);
  const admin = await demoAdmin(browser);
  const name = `Admin deletes ${suffix}`;
  const created = await owner.context.request.post('/api/clubs', {
    headers: { origin: baseURL() },
    data: {
      name,
      description: 'A club an admin will delete from the table.',
      location: 'Town Hall',
      meetingFrequency: 'weekly',
      isPublic: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await admin.page.goto('/admin/clubs');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
  await expectNoAxeViolations(admin.page, '/admin/clubs');
  const row = await findInTable(admin.page, '/admin/clubs', 'Search clubs', name);
  await expect(row.getByText('Private')).toBeVisible();
  await expect(row.getByText(owner.name)).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = admin.page.getByRole('dialog');
  await expectNoAxeViolations(admin.page, '/admin/clubs (delete dialog)');
  await dialog.getByLabel('Reason').fill('Spam club');
  await dialog.getByLabel(`Type “${name}” to confirm`).fill(name);
  await dialog.getByRole('button', { name: 'Delete the club' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.page.getByText('No clubs match')).toBeVisible();

  await owner.context.close();
  await admin.context.close();
});
