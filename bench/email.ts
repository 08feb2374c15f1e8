// E-mail queue benchmarks on a PostgreSQL server (127.0.0.1:5432 or
// TEST_DATABASE_URL), each in a database of its own that is dropped afterwards:
//  1. claim + complete throughput of the worker's code path against a bare
//     SKIP LOCKED loop (claim, then complete, in raw SQL) over the same table;
//  2. end to end: two workers rendering nothing, sending over SMTP into a
//     loopback sink.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { type DatabaseHandle, openPostgres } from '../src/server/db/client.ts';
import { claimDueEmails, type EmailContext, enqueueEmails, markEmailsSent } from '../src/server/email/email-queue.ts';
import { createEmailWorker } from '../src/server/email/email-worker.ts';
import { createSmtpTransport } from '../src/server/email/mail-transport.ts';
import { startSmtpSink } from '../tests/smtp-sink.ts';
import { type BenchContext, postgresReachable, type ResultRow } from './bench-context.ts';

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ctx: EmailContext = { siteUrl: 'http://localhost:3000', secret: 'x'.repeat(40) };
const BATCH = 5;

/** Runs `run` in a migrated database of its own on the PostgreSQL server, dropped afterwards. */
export async function withDatabase<T>(run: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  const name = `sdc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  try {
    await handle.migrate();
    return await run(handle);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Copies one rendered mail n times with SQL, so filling the table costs no rendering. */
async function fillQueue(db: DatabaseHandle, n: number) {
  await db.db.execute('truncate email_queue' as never);
  await enqueueEmails(db.db, [{ to: 'seed@example.org', templateId: 'welcome', templateData: { name: 'Seed' } }]);
  await db.db.execute(
    `insert into email_queue (to_email, subject, body, text_body, template_id, priority, send_after)
     select 'reader' || g || '@example.org', subject, body, text_body, template_id, 1 + g % 9, now()
     from email_queue, generate_series(2, ${n}) g` as never,
  );
}

async function timeLoop(step: () => Promise<number>): Promise<{ rows: number; ms: number }> {
  const started = performance.now();
  let rows = 0;
  for (;;) {
    const n = await step();
    if (n === 0) break;
    rows += n;
  }
  return { rows, ms: performance.now() - started };
}

/** Needs a PostgreSQL server; without one the rows say so instead of a figure. */
export async function runEmail(_ctx?: BenchContext, total = 3000): Promise<ResultRow[]> {
  if (!(await postgresReachable(SERVER_URL))) {
    return [
      {
        benchmark: 'email',
        metric: 'PostgreSQL server',
        value: `not reachable at ${new URL(SERVER_URL).host}`,
        budget: '—',
        status: 'FAIL',
      },
    ];
  }
  return withDatabase(async (db) => {
    // 1. Bare SKIP LOCKED loop: claim a batch (reading what a sender needs: address, subject, both
    //    parts), then complete it, in hand-written SQL with nothing around it.
    await fillQueue(db, total);
    const bare = await timeLoop(async () => {
      const claimed = await db.db.execute(
        `with due as (select id from email_queue where status = 'pending' and send_after <= now()
                      order by priority desc, send_after limit ${BATCH} for update skip locked)
         update email_queue q set status = 'sending', last_attempt_at = now() from due where q.id = due.id
         returning q.id, q.to_email, q.subject, q.body, q.text_body` as never,
      );
      const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => `'${r.id}'`);
      if (ids.length === 0) return 0;
      await db.db.execute(`update email_queue set status = 'sent', sent_at = now() where id in (${ids.join(',')})` as never);
      return ids.length;
    });
    // The worker's own claim and complete, same batch size, same table.
    await fillQueue(db, total);
    const ours = await timeLoop(async () => {
      const claimed = await claimDueEmails(db.db, BATCH);
      await markEmailsSent(db.db, claimed);
      return claimed.length;
    });
    const bareRate = (bare.rows / bare.ms) * 1000;
    const ourRate = (ours.rows / ours.ms) * 1000;

    // 2. End to end into a loopback SMTP sink with two workers.
    await fillQueue(db, total);
    const sink = await startSmtpSink({ parse: false });
    const workers = [0, 1].map(() =>
      createEmailWorker({
        database: db,
        transport: createSmtpTransport(sink.url),
        context: ctx,
        from: 'SDC <no-reply@localhost>',
        log: pino({ level: 'silent' }),
        intervalMs: 60_000,
      }),
    );
    const started = performance.now();
    await Promise.all(workers.map((w) => w.runOnce()));
    await sink.waitFor(total, 120_000);
    const e2eRate = (total / (performance.now() - started)) * 1000;
    await Promise.all(workers.map((w) => w.stop()));
    await sink.close();

    const ratio = ourRate / bareRate;
    const row = (metric: string, value: string, budget = '—', pass?: boolean): ResultRow => ({
      benchmark: 'email',
      metric,
      value,
      budget,
      status: pass === undefined ? 'INFO' : pass ? 'PASS' : 'FAIL',
    });
    return [
      row('bare SKIP LOCKED claim + complete', `${Math.round(bareRate)} rows/s`),
      row('worker claim + complete', `${Math.round(ourRate)} rows/s`),
      row('worker / bare', `${ratio.toFixed(2)}×`, '≥ 0.7×', ratio >= 0.7),
      row('end to end, 2 workers → SMTP sink', `${Math.round(e2eRate)} mails/s`, '≥ 300 mails/s', e2eRate >= 300),
    ];
  });
}
