// The ambassadors programme over HTTP against a real database, with mail
// delivered by the real worker to an SMTP server on loopback: apply (admins
// mailed), approve or decline with a reason (applicant mailed), the directory
// and the badge, withdrawing and stepping down, and who may do what.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmbassadorApplicationView, AmbassadorDirectory, AmbassadorReviewItem } from '#shared/content/ambassadors.ts';
import { profiles, users } from '#server/db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '#tests/smtp-sink.ts';
import { deliverQueuedMail, mailsTo } from '#tests/mail-delivery.ts';
import { callAs, createTestApp, expectJson, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
let sink: SmtpSink;
let admin: { cookie: string; userId: string };
let ana: { cookie: string; userId: string };
let bo: { cookie: string; userId: string };

/** Delivers everything due through the real worker to the loopback SMTP server; returns what arrived. */
const deliver = () => deliverQueuedMail(t, sink);

beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
  admin = await signUp(t, 'admin@example.org', 'Passw0rdOk', 'Ada Admin');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  ana = await signUp(t, 'ana@example.org', 'Passw0rdOk', 'Ana');
  bo = await signUp(t, 'bo@example.org', 'Passw0rdOk', 'Bo');
  await t.database.db.update(profiles).set({ fullName: 'Ana Applicant' }).where(eq(profiles.id, ana.userId));
  await deliver();
}, 60_000);
afterAll(async () => {
  await sink.close();
  await t.close();
});

const application = {
  region: 'europe',
  club: 'Riverside Debaters',
  motivation: 'I run a debate club at my school.',
  links: ['https://example.org/club'],
  availability: 'Two evenings a month',
};
const apply = (cookie: string | null, body: unknown = application) => callAs(t, cookie, 'POST', '/api/me/ambassador', body);
const directory = () => expectJson<AmbassadorDirectory>(callAs(t, null, 'GET', '/api/ambassadors'));
const badge = (userId: string) => expectJson<{ region: string | null }>(callAs(t, null, 'GET', `/api/ambassadors/${userId}`));

describe('applying', () => {
  it('needs a signed-in member and valid fields', async () => {
    expect((await apply(null)).status).toBe(401);
    const bad = await apply(ana.cookie, { ...application, region: 'mars', motivation: '', links: ['javascript:alert(1)'] });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields.region).toEqual(['Choose your region']);
    expect(error.fields.motivation).toEqual(['Tell us why you want to be an ambassador']);
    expect(error.fields['links.0']).toEqual(['Enter a full link starting with https://']);
  });

  it('stores a pending application, once, and mails every admin', async () => {
    const view = await expectJson<AmbassadorApplicationView>(apply(ana.cookie), 201);
    expect(view).toMatchObject({ status: 'pending', region: 'europe', links: ['https://example.org/club'] });
    expect((await apply(ana.cookie)).status).toBe(409);
    const [mail] = mailsTo(await deliver(), 'admin@example.org');
    expect(mail?.parsed.subject).toBe('Ambassador application: Ana Applicant (Europe)');
    expect(mail?.parsed.text).toContain('I run a debate club at my school.');
    expect(mail?.parsed.text).toContain('/admin/ambassadors');
    expect(await expectJson(callAs(t, ana.cookie, 'GET', '/api/me/ambassador'))).toMatchObject({
      application: { status: 'pending' },
    });
    expect(await badge(ana.userId)).toEqual({ region: null });
  });
});

describe('review', () => {
  const asAdmin = (method: string, path: string, body?: unknown) => callAs(t, admin.cookie, method, path, body);

  it('is for admins only', async () => {
    expect((await callAs(t, null, 'GET', '/api/admin/ambassadors')).status).toBe(401);
    expect((await callAs(t, bo.cookie, 'GET', '/api/admin/ambassadors')).status).toBe(403);
    const { items } = await expectJson<{ items: AmbassadorReviewItem[] }>(asAdmin('GET', '/api/admin/ambassadors'));
    const id = items[0]?.id as string;
    expect((await callAs(t, ana.cookie, 'POST', `/api/admin/ambassadors/${id}/decision`, { decision: 'approved' })).status).toBe(
      403,
    );
  });

  it('approves: the applicant is mailed, gets the badge and a place in the directory; then steps down', async () => {
    const { items } = await expectJson<{ items: AmbassadorReviewItem[] }>(
      asAdmin('GET', '/api/admin/ambassadors?status=pending'),
    );
    const item = items.find((i) => i.userId === ana.userId) as AmbassadorReviewItem;
    expect(item).toMatchObject({
      name: 'Ana Applicant',
      email: 'ana@example.org',
      motivation: 'I run a debate club at my school.',
    });
    const decided = await expectJson<AmbassadorReviewItem>(
      asAdmin('POST', `/api/admin/ambassadors/${item.id}/decision`, { decision: 'approved' }),
    );
    expect(decided.status).toBe('approved');
    expect(
      (await asAdmin('POST', `/api/admin/ambassadors/${item.id}/decision`, { decision: 'declined', reason: 'x' })).status,
    ).toBe(409);
    const [mail] = mailsTo(await deliver(), 'ana@example.org');
    expect(mail?.parsed.subject).toBe('You are now an ambassador');
    expect(await badge(ana.userId)).toEqual({ region: 'europe' });
    expect(await directory()).toEqual({
      regions: [
        {
          region: 'europe',
          ambassadors: [{ userId: ana.userId, name: 'Ana Applicant', club: 'Riverside Debaters', since: expect.any(String) }],
        },
      ],
    });

    const ended = await expectJson<AmbassadorApplicationView>(callAs(t, ana.cookie, 'POST', '/api/me/ambassador/end'));
    expect(ended.status).toBe('stepped_down');
    expect(await badge(ana.userId)).toEqual({ region: null });
    expect((await directory()).regions).toEqual([]);
    expect((await callAs(t, ana.cookie, 'POST', '/api/me/ambassador/end')).status).toBe(409);
  });

  it('declines only with a reason, which the applicant receives; they may apply again', async () => {
    await expectJson(apply(bo.cookie, { ...application, region: 'asia', links: [] }), 201);
    await deliver();
    const { items } = await expectJson<{ items: AmbassadorReviewItem[] }>(asAdmin('GET', '/api/admin/ambassadors'));
    const item = items.find((i) => i.userId === bo.userId) as AmbassadorReviewItem;
    const missing = await asAdmin('POST', `/api/admin/ambassadors/${item.id}/decision`, { decision: 'declined' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.reason).toEqual(['Give a reason for declining']);
    await expectJson(
      asAdmin('POST', `/api/admin/ambassadors/${item.id}/decision`, {
        decision: 'declined',
        reason: 'Run a few club sessions first.',
      }),
    );
    const [mail] = mailsTo(await deliver(), 'bo@example.org');
    expect(mail?.parsed.subject).toBe('About your ambassador application');
    expect(mail?.parsed.text).toContain('Run a few club sessions first.');
    expect(await expectJson(callAs(t, bo.cookie, 'GET', '/api/me/ambassador'))).toMatchObject({
      application: { status: 'declined', decisionReason: 'Run a few club sessions first.' },
    });
    // A pending application can be withdrawn.
    await expectJson(apply(bo.cookie, { ...application, region: 'asia', links: [] }), 201);
    expect((await expectJson<AmbassadorApplicationView>(callAs(t, bo.cookie, 'POST', '/api/me/ambassador/end'))).status).toBe(
      'withdrawn',
    );
  });
});
