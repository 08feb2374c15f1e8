// What only a PostgreSQL server can show: several workers in parallel, and
// worker processes killed at random points. Runs when TEST_DATABASE_URL is set
// (CI does; see docs/testing.md).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema.ts';
import { type SmtpSink, startSmtpSink } from '#tests/smtp-sink.ts';
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
    await enqueueEmails(database.db, ctx, mails(300));
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

  describe('worker processes killed with SIGKILL at random points', () => {
    let sink: SmtpSink;
    const children = new Set<ChildProcess>();
    beforeAll(async () => {
      sink = await startSmtpSink({ parse: false });
    });
    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      await sink.close();
    });

    function spawnWorker(): ChildProcess {
      const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/email/worker-main.ts')], {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          SMTP_URL: sink.url,
          BASE_URL: ctx.siteUrl,
          AUTH_SECRET: ctx.secret,
          EMAIL_LEASE_MS: '1500',
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
      children.add(child);
      child.on('exit', () => children.delete(child));
      return child;
    }

    it('loses no mail over 500 mails', { timeout: 120_000 }, async () => {
      const total = 500;
      await enqueueEmails(database.db, ctx, mails(total));
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
      // A duplicate needs a kill between SMTP acceptance and the sent mark: at most one batch per kill.
      expect(duplicates).toBeLessThanOrEqual(kills * 5);
      expect(kills).toBeGreaterThan(0);
      console.info(`crash test: ${total} mails, ${kills} kills, ${duplicates} duplicates detected by Message-ID`);
    });
  });
});
