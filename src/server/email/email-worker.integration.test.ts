// The worker with several mails at the SMTP server at once (ADR 0043), against a
// real database and a real SMTP server on loopback: every mail goes out once,
// a refused send fails and retries that mail alone, and a stopping worker
// finishes what is in flight and gives the rest back.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_RETRY_DELAY_PER_ATTEMPT_MS } from '#shared/constants.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '#tests/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { type EmailContext, enqueueEmails } from './email-queue.ts';
import { createEmailWorker } from './email-worker.ts';
import { createSmtpTransport, type MailTransport } from './mail-transport.ts';

const ctx: EmailContext = { siteUrl: 'http://localhost:3999', secret: 'x'.repeat(40) };
const SENDS_IN_FLIGHT = 4;
/** How long the sink holds each mail before accepting it: long enough for the others in flight to arrive. */
const HOLD_MS = 30;

const mails = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    to: `reader${i}@example.org`,
    templateId: 'welcome' as const,
    templateData: { name: `Reader ${i}` },
  }));

let database: TestDatabase;
let sink: SmtpSink;
let atServer = 0;
let mostAtServer = 0;
/** Runs when a mail is at the sink, before it is accepted. */
let onArrival: (index: number) => void = () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink({
    parse: false,
    beforeAccept: async (index) => {
      atServer++;
      mostAtServer = Math.max(mostAtServer, atServer);
      onArrival(index);
      await new Promise((r) => setTimeout(r, HOLD_MS));
      atServer--;
    },
  });
});
afterAll(async () => {
  await sink.close();
  await database.destroy();
});
afterEach(async () => {
  await database.db.delete(emailQueue);
  sink.received.length = 0;
  mostAtServer = 0;
  onArrival = () => {};
});

function worker(transport: MailTransport = createSmtpTransport(sink.url, SENDS_IN_FLIGHT)) {
  return createEmailWorker({
    database,
    transport,
    context: ctx,
    from: 'SDC <no-reply@localhost>',
    log: pino({ level: 'silent' }),
    intervalMs: 60_000,
    sendsInFlight: SENDS_IN_FLIGHT,
  });
}

const rows = () => database.db.select().from(emailQueue);
const statusCounts = async () => {
  const counts: Record<string, number> = {};
  for (const row of await rows()) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
};

describe('several mails in flight', () => {
  it('has several mails at the SMTP server at once, and sends each mail once', async () => {
    await enqueueEmails(database.db, mails(40));
    const ids = (await rows()).map((r) => r.id);
    const w = worker();
    expect(await w.runOnce()).toBe(40);
    expect(mostAtServer).toBeGreaterThan(1);
    expect(mostAtServer).toBeLessThanOrEqual(SENDS_IN_FLIGHT);
    const messageIds = sink.received.map((m) => m.messageId);
    expect(messageIds).toHaveLength(40);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@localhost>`)));
    expect(await statusCounts()).toEqual({ sent: 40 });
    // Each rendering is kept on its row, as with one mail at a time.
    for (const row of await rows()) expect(row.body).toContain(row.toEmail.replace(/^reader(\d+)@.*$/, 'Reader $1'));
    await w.stop();
  });

  it('two workers with several mails in flight each never send a mail twice', async () => {
    await enqueueEmails(database.db, mails(60));
    const [a, b] = [worker(), worker()];
    const [handledA, handledB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(handledA + handledB).toBe(60);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(60);
    expect(sink.received).toHaveLength(60);
    expect(await statusCounts()).toEqual({ sent: 60 });
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a send refused while others are in flight fails and retries that mail alone', async () => {
    await enqueueEmails(database.db, mails(12));
    const smtp = createSmtpTransport(sink.url, SENDS_IN_FLIGHT);
    const refused = 'reader5@example.org';
    const transport: MailTransport = {
      ...smtp,
      async send(mail) {
        if (mail.to !== refused) return smtp.send(mail);
        await new Promise((r) => setTimeout(r, HOLD_MS / 2));
        throw new Error('550 mailbox unavailable');
      },
    };
    const w = worker(transport);
    const before = Date.now();
    await w.runOnce();
    const all = await rows();
    const failed = all.find((r) => r.toEmail === refused);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, errorMessage: '550 mailbox unavailable' });
    expect(failed?.sendAfter.getTime()).toBeGreaterThanOrEqual(before + EMAIL_RETRY_DELAY_PER_ATTEMPT_MS);
    expect(all.filter((r) => r.toEmail !== refused).every((r) => r.status === 'sent' && r.attempts === 0)).toBe(true);
    expect(sink.received).toHaveLength(11);

    // Due again: only that mail is sent, once.
    await database.db
      .update(emailQueue)
      .set({ sendAfter: new Date(Date.now() - 1) })
      .where(eq(emailQueue.toEmail, refused));
    sink.received.length = 0;
    const second = worker();
    expect(await second.runOnce()).toBe(1);
    expect(sink.received).toHaveLength(1);
    expect(await statusCounts()).toEqual({ sent: 12 });
    await Promise.all([w.stop(), second.stop()]);
  });

  it('a stopping worker finishes the mails in flight, marks them sent and gives the others back', async () => {
    await enqueueEmails(database.db, mails(20));
    const w = worker();
    let stopping: Promise<void> | undefined;
    // Stopped while the second mail is at the SMTP server: the others in flight arrive too.
    onArrival = (index) => {
      if (index === 1) stopping = w.stop();
    };
    await w.runOnce();
    await stopping;
    const counts = await statusCounts();
    expect(counts.sending).toBeUndefined();
    // Whatever reached the SMTP server is marked sent; the rest waits, due at once.
    expect(counts.sent).toBe(sink.received.length);
    expect(counts.sent).toBeGreaterThanOrEqual(2);
    expect(counts.sent).toBeLessThan(20);
    expect(counts.pending).toBe(20 - (counts.sent ?? 0));

    const next = worker();
    await next.runOnce();
    expect(await statusCounts()).toEqual({ sent: 20 });
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(20);
    expect(sink.received).toHaveLength(20);
    await next.stop();
  });
});
