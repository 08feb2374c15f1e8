// Featuring on the landing page and the admin tables' "reported" filter, in the
// browser against the real server: an admin features a member's debate from
// /admin/debates (the row says so, the "featured" filter finds it), a visitor
// sees it in the landing page's Featured section, from the page's own HTML, and
// follows it to the debate; a reported comment on the debate shows as an open
// report in the row, linked to the moderation queue, and the "reported" filter
// finds it; the admin removes it from the home page again. Axe on /admin/debates
// with the marks and on / with the section. And the landing page with a debate,
// an event and a club featured loads without layout shift on a phone and a
// desktop (the section arrives lazily, below the fold).
import { expect, type Page, test } from '@playwright/test';
import { demoAdmin } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const HOUR = 60 * 60 * 1000;
const PHONE = { width: 390, height: 844 };

test('an admin features a debate, a visitor sees it on the home page; a reported comment shows in the table', async ({
  browser,
}) => {
  const suffix = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
  const member = await newMember(browser, baseURL(), `Featured Member ${suffix}`);
  const reporter = await newMember(browser, baseURL(), `Featured Reporter ${suffix}`);
  const admin = await demoAdmin(browser);
  const visitor = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  const post = (who: typeof member, path: string, data: unknown) =>
    who.context.request.post(path, { headers: { origin: baseURL() }, data });

  const title = `Featured debate ${suffix}`;
  const created = await post(member, '/api/debates', {
    title,
    description: '<p>A debate the admin puts on the home page.</p>',
    topic: 'This house would feature debates on the home page',
    format: 'oxford',
    debateType: 'practice',
    startsAt: new Date(Date.now() + 72 * HOUR).toISOString(),
    timeZone: 'Europe/Berlin',
    venueType: 'in-person',
    location: 'City Library, Room 2',
    maxParticipants: 4,
  });
  expect(created.status(), await created.text()).toBe(201);
  const debateId = ((await created.json()) as { id: string }).id;

  try {
    // The admin features it from the table.
    await admin.page.goto(`/admin/debates?q=${encodeURIComponent(title)}`);
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Debates' })).toBeVisible();
    const row = admin.page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Feature on home page ${title}` }).click();
    await expect(row.getByText('Featured on the home page')).toBeVisible();
    await expect(row.getByRole('button', { name: `Remove from home page ${title}` })).toBeVisible();
    await admin.page.getByRole('combobox', { name: 'Show' }).selectOption('featured');
    await expect(admin.page).toHaveURL(/only=featured/);
    await expect(admin.page.getByRole('link', { name: title, exact: true })).toBeVisible();

    // A visitor sees it on the home page, written into the page's HTML, and follows it.
    const html = await (await visitor.request.get('/')).text();
    expect(html).toContain('id="featured-data"');
    expect(html).toContain(debateId);
    const home = await visitor.newPage();
    await home.goto('/');
    const featured = home.getByRole('region', { name: 'Featured' });
    await featured.scrollIntoViewIfNeeded();
    await expect(featured.getByRole('link', { name: title })).toBeVisible();
    // Other journeys on this server may feature items too: look at this debate's own card.
    const card = featured.getByRole('listitem').filter({ has: home.getByRole('link', { name: title }) });
    await expect(card.getByText('Debate', { exact: true })).toBeVisible();
    await expectNoAxeViolations(home, '/ (with featured items)');
    await featured.getByRole('link', { name: title }).click();
    await expect(home).toHaveURL(new RegExp(`/debates/${debateId}$`));
    await expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // A reported comment on it: the row shows the open report, linked to the moderation queue.
    const comment = await post(member, '/api/comments', {
      targetType: 'debate',
      targetId: debateId,
      body: '<p>A comment someone will report.</p>',
    });
    expect(comment.status(), await comment.text()).toBe(201);
    const commentId = ((await comment.json()) as { id: string }).id;
    const report = await post(reporter, `/api/comments/${commentId}/reports`, { reason: 'This comment is off topic and rude' });
    expect(report.status(), await report.text()).toBeLessThan(300);

    await admin.page.goto(`/admin/debates?only=reported&q=${encodeURIComponent(title)}`);
    const reportedRow = admin.page.getByRole('row').filter({ hasText: title });
    const reports = reportedRow.getByRole('link', { name: /1 open report/ });
    await expect(reports).toBeVisible();
    await expect(reportedRow.getByText('Featured on the home page')).toBeVisible();
    await expectNoAxeViolations(admin.page, '/admin/debates (featured, reported)');
    await reports.click();
    await expect(admin.page).toHaveURL(/\/admin\/moderation/);
    await expect(admin.page.getByText('A comment someone will report.')).toBeVisible();

    // Removed from the home page again.
    await admin.page.goto(`/admin/debates?q=${encodeURIComponent(title)}`);
    await row.getByRole('button', { name: `Remove from home page ${title}` }).click();
    await expect(row.getByRole('button', { name: `Feature on home page ${title}` })).toBeVisible();
    await expect(row.getByText('Featured on the home page')).toHaveCount(0);
    const after = (await (await visitor.request.get('/api/featured')).json()) as { items: { id: string }[] };
    expect(after.items.map((item) => item.id)).not.toContain(debateId);
  } finally {
    // Leave the home page as it was for the other journeys on this server.
    await admin.context.request.delete(`/api/admin/debates/${debateId}/feature`, { headers: { origin: baseURL() } });
    await member.context.close();
    await reporter.context.close();
    await admin.context.close();
    await visitor.close();
  }
});

/** The cumulative layout shift of loading / with the CPU 4× slower, as Lighthouse's mobile run (see shell.spec.ts). */
async function homeLayoutShift(page: Page): Promise<{ cls: number; detail: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => (source.node as Element | null)?.nodeName.toLowerCase() ?? '?');
        w.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expect(page.getByRole('region', { name: 'Featured' })).toBeAttached();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  return {
    cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    detail: shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.sources.join(', ')}`).join('; '),
  };
}

test('the landing page with featured items loads without layout shift on a phone and a desktop', async ({ browser }) => {
  const suffix = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
  const member = await newMember(browser, baseURL(), `Shift Member ${suffix}`);
  const admin = await demoAdmin(browser);
  const headers = { origin: baseURL() };
  const post = async (path: string, data: unknown) => {
    const res = await member.context.request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const debateId = await post('/api/debates', {
    title: `Shift debate ${suffix}`,
    description: '<p>Featured while the layout is measured.</p>',
    topic: 'This house would measure layout shifts',
    format: 'oxford',
    debateType: 'practice',
    startsAt: new Date(Date.now() + 72 * HOUR).toISOString(),
    timeZone: 'Europe/Berlin',
    venueType: 'in-person',
    location: 'City Library, Room 2',
    maxParticipants: 4,
  });
  const eventId = await post('/api/events', {
    title: `Shift event ${suffix}`,
    description: '<p>Rounds, a workshop and a social.</p>',
    venueType: 'in-person',
    location: 'Town Hall',
    dateStart: new Date(Date.now() + 48 * HOUR).toISOString(),
    dateEnd: new Date(Date.now() + 52 * HOUR).toISOString(),
    timeZone: 'Europe/London',
    activities: [],
  });
  const clubId = await post('/api/clubs', {
    name: `Shift club ${suffix}`,
    description: 'We meet on Tuesdays in the library.',
    location: 'Leeds',
    meetingFrequency: 'weekly',
    isPublic: true,
  });
  const featured = [
    `/api/admin/debates/${debateId}/feature`,
    `/api/admin/events/${eventId}/feature`,
    `/api/admin/clubs/${clubId}/feature`,
  ];
  try {
    for (const path of featured) expect((await admin.context.request.post(path, { headers })).status()).toBe(204);
    for (const viewport of [PHONE, { width: 1280, height: 720 }]) {
      const context = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce', viewport });
      const page = await context.newPage();
      const { cls, detail } = await homeLayoutShift(page);
      expect(cls, `layout shifts on / at ${viewport.width} px: ${detail}`).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  } finally {
    for (const path of featured) await admin.context.request.delete(path, { headers });
    await member.context.close();
    await admin.context.close();
  }
});
