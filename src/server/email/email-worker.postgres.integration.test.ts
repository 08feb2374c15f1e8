// What only a PostgreSQL server can show: several workers in parallel, worker
// processes killed at random points and in the middle of a batch (at most the
// mails in flight, EMAIL_SENDS_IN_FLIGHT, are sent twice), and a worker stopped
// mid-batch (it finishes the mails in flight and gives its other claims back). Runs when TEST_DATABASE_URL is set
// (CI does; see docs/testing.md).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SENDS_IN_FLIGHT } from '#server/config.ts';
import { openPostgres } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '#tests/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { claimDueEmails, type EmailContext, enqueueEmails } from './email-queue.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ctx: EmailContext = { siteUrl: 'http://localhost:3999', secret: 'x'.repeat(40) };
const mails = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    to: `reader${i}@example.org`,
    templateId: 'welcome' as const,
    templateData: { name: `Reader ${i}` },
    priority: 1 + (i % 9),
  }));

describe.skipIf(!onPostgres)('e-mail workers on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('two workers never claim the same row', async () => {
    await enqueueEmails(database.db, mails(300));
    const a = openPostgres(database.url as string, 3);
    const b = openPostgres(database.url as string, 3);
    const claimAll = async (handle: typeof a) => {
      const ids: string[] = [];
      for (;;) {
        const claimed = await claimDueEmails(handle.db, 5);
        if (claimed.length === 0) return ids;
        ids.push(...claimed.map((m) => m.id));
      }
    };
    const [idsA, idsB] = await Promise.all([claimAll(a), claimAll(b)]);
    await Promise.all([a.close(), b.close()]);
    expect(idsA.length).toBeGreaterThan(0);
    expect(idsB.length).toBeGreaterThan(0);
    expect(new Set([...idsA, ...idsB]).size).toBe(idsA.length + idsB.length);
    expect(idsA.length + idsB.length).toBe(300);
    await database.db.delete(emailQueue);
  });

  describe('worker processes stopped and killed', () => {
    let sink: SmtpSink;
    const children = new Set<ChildProcess>();
    beforeAll(async () => {
      sink = await startSmtpSink({ parse: false });
    });
    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      await sink.close();
    });

    function spawnWorker(smtpUrl = sink.url, leaseMs = 1500): ChildProcess {
      const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/email/worker-main.ts')], {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          SMTP_URL: smtpUrl,
          BASE_URL: ctx.siteUrl,
          AUTH_SECRET: ctx.secret,
          EMAIL_LEASE_MS: String(leaseMs),
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
      children.add(child);
      child.on('exit', () => children.delete(child));
      return child;
    }

    const statusCounts = async () => {
      const rows = await database.db
        .select({ status: emailQueue.status, n: count() })
        .from(emailQueue)
        .groupBy(emailQueue.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    };
    const perMessageId = (mails: ReceivedMail[]) => {
      const counts = new Map<string, number>();
      for (const { messageId } of mails) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
      return counts;
    };

    it('a worker killed in the middle of a batch sends only the mails in flight twice', { timeout: 60_000 }, async () => {
      await database.db.delete(emailQueue);
      await enqueueEmails(database.db, mails(10));
      let victim: ChildProcess | undefined;
      // The third mail of the first batch: the SMTP server has it, the worker never hears it was accepted.
      const holding = await startSmtpSink({
        parse: false,
        beforeAccept: async (index) => {
          if (index !== 2 || !victim) return;
          const exited = once(victim, 'exit');
          victim.kill('SIGKILL');
          await exited;
        },
      });
      try {
        victim = spawnWorker(holding.url, 1000);
        await expect.poll(() => victim?.exitCode ?? victim?.signalCode, { timeout: 20_000 }).toBe('SIGKILL');
        // Its claims expire; the next worker's first pass takes them over.
        await new Promise((r) => setTimeout(r, 1100));
        spawnWorker(holding.url, 1000);
        await expect.poll(async () => (await statusCounts()).sent, { timeout: 30_000, interval: 200 }).toBe(10);
        const counts = perMessageId(holding.received);
        const rows = await database.db.select({ id: emailQueue.id }).from(emailQueue);
        expect(rows.filter((r) => !counts.has(`<${r.id}@localhost>`))).toEqual([]);
        expect(holding.received.length - counts.size).toBeLessThanOrEqual(EMAIL_SENDS_IN_FLIGHT);
        expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
      } finally {
        for (const child of children) child.kill('SIGKILL');
        await holding.close();
      }
    });

    // A fresh worker process renders its mails, and loads the templates for its first one.
    it('a worker stopped in the middle of a batch finishes the mails in flight and gives the others back', {
      timeout: 150_000,
    }, async () => {
      await database.db.delete(emailQueue);
      await enqueueEmails(database.db, mails(10));
      let worker: ChildProcess | undefined;
      // SIGTERM while the second mail is at the SMTP server, accepted a moment later.
      const holding = await startSmtpSink({
        parse: false,
        beforeAccept: async (index) => {
          if (index !== 1 || !worker) return;
          worker.kill('SIGTERM');
          await new Promise((r) => setTimeout(r, 300));
        },
      });
      try {
        // The default lease (5 minutes): a claim left behind would hold its mail that long.
        worker = spawnWorker(holding.url, 300_000);
        const [code] = await once(worker, 'exit');
        expect(code).toBe(0);
        // What reached the SMTP server is marked sent (at least the two it had), the rest is due again at once.
        const { sent = 0, ...others } = await statusCounts();
        expect(sent).toBe(holding.received.length);
        expect(sent).toBeGreaterThanOrEqual(2);
        expect(others).toEqual({ pending: 10 - sent });
        spawnWorker(holding.url, 300_000);
        await expect.poll(async () => (await statusCounts()).sent, { timeout: 90_000, interval: 200 }).toBe(10);
        expect(perMessageId(holding.received).size).toBe(10);
        expect(holding.received).toHaveLength(10);
      } finally {
        for (const child of children) child.kill('SIGKILL');
        await holding.close();
      }
    });

    it('loses no mail over 500 mails, and repeats at most the mails in flight per kill', { timeout: 120_000 }, async () => {
      await database.db.delete(emailQueue);
      const total = 500;
      await enqueueEmails(database.db, mails(total));
      const sent = async () =>
        (await database.db.select({ n: count() }).from(emailQueue).where(eq(emailQueue.status, 'sent')))[0]?.n ?? 0;
      spawnWorker();
      spawnWorker();
      let kills = 0;
      const deadline = Date.now() + 100_000;
      while ((await sent()) < total && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 150 + Math.random() * 600));
        if (kills < 12) {
          const victims = [...children];
          const victim = victims[Math.floor(Math.random() * victims.length)];
          if (victim) {
            victim.kill('SIGKILL');
            kills++;
          }
          spawnWorker();
        } else if (children.size < 2) {
          spawnWorker();
        }
      }
      const rows = await database.db.select({ id: emailQueue.id, status: emailQueue.status }).from(emailQueue);
      expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
      // At least once: every row reached the SMTP server under its own Message-ID.
      const received = new Map<string, number>();
      for (const mail of sink.received) received.set(mail.messageId, (received.get(mail.messageId) ?? 0) + 1);
      const missing = rows.filter((r) => !received.has(`<${r.id}@localhost>`));
      expect(missing).toEqual([]);
      const duplicates = sink.received.length - received.size;
      // A duplicate needs a kill between SMTP acceptance and the sent mark: at most the mails in flight per kill.
      expect(duplicates).toBeLessThanOrEqual(kills * EMAIL_SENDS_IN_FLIGHT);
      expect(kills).toBeGreaterThan(0);
      console.info(`crash test: ${total} mails, ${kills} kills, ${duplicates} duplicates detected by Message-ID`);
    });
  });
});
