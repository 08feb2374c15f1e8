// The newsletter on a PostgreSQL server (issue budgets): an issue sent to
// 10,000 confirmed subscribers is queued in ≤ 5 s (sendNewsletterIssue: one
// transaction, batches of 50 at priority 3), and delivered by two workers —
// each mail rendered with its own unsubscribe link — to a loopback SMTP sink at
// ≥ 300 mails/s.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { EmailContext } from '../src/server/email/email-queue.ts';
import { createEmailWorker } from '../src/server/email/email-worker.ts';
import { createSmtpTransport } from '../src/server/email/mail-transport.ts';
import type { SessionUser } from '../src/server/lib/context.ts';
import { createNewsletterIssue, sendNewsletterIssue } from '../src/server/modules/content/newsletter.service.ts';
import { startSmtpSink } from '../tests/smtp-sink.ts';
import { budgetRow, infoRow, postgresReachable, type ResultRow } from './bench-context.ts';
import { SERVER_URL, withDatabase } from './email.ts';

const SUBSCRIBERS = 10_000;
const QUEUE_BUDGET_MS = 5_000;
const DELIVERY_BUDGET_PER_S = 300;
const ctx: EmailContext = { siteUrl: 'http://localhost:3000', secret: 'x'.repeat(40) };

export async function runNewsletter(): Promise<ResultRow[]> {
  if (!(await postgresReachable(SERVER_URL))) {
    return [infoRow('newsletter', 'PostgreSQL server', `not reachable at ${new URL(SERVER_URL).host}`)];
  }
  return withDatabase(async (handle) => {
    const db = handle.db;
    const admin: SessionUser = { id: 'bench-admin', email: 'admin@bench.example', name: 'Bench Admin', role: 'admin' };
    await db.execute(
      sql`insert into users (id, name, email, email_verified, role) values (${admin.id}, ${admin.name}, ${admin.email}, true, 'admin')`,
    );
    await db.execute(sql`insert into newsletter_subscriptions (email, status, confirmed_at)
      select 'reader' || n || '@bench.example', 'confirmed', now() from generate_series(1, ${SUBSCRIBERS}) n`);
    const issue = await createNewsletterIssue(db, admin, {
      subject: 'This month in the community',
      body: '<p>Three new clubs, a <strong>weekend league</strong> and the motions of the month.</p>',
    });

    const queueStarted = performance.now();
    const sent = await sendNewsletterIssue(db, admin, issue.id);
    const queueMs = performance.now() - queueStarted;

    const sink = await startSmtpSink({ parse: false });
    const workers = [0, 1].map(() =>
      createEmailWorker({
        database: handle,
        transport: createSmtpTransport(sink.url),
        context: ctx,
        from: 'SDC <no-reply@localhost>',
        log: pino({ level: 'silent' }),
        intervalMs: 60_000,
      }),
    );
    const deliveryStarted = performance.now();
    await Promise.all(
      workers.map(async (w) => {
        while ((await w.runOnce()) > 0);
      }),
    );
    await sink.waitFor(SUBSCRIBERS, 300_000);
    const perSecond = (SUBSCRIBERS / (performance.now() - deliveryStarted)) * 1000;
    await Promise.all(workers.map((w) => w.stop()));
    await sink.close();

    return [
      budgetRow(
        'newsletter',
        `issue to ${SUBSCRIBERS.toLocaleString('en')} subscribers queued (${sent.recipientCount} rows)`,
        queueMs,
        (ms) => `${(ms / 1000).toFixed(2)} s`,
        { max: QUEUE_BUDGET_MS },
      ),
      budgetRow('newsletter', 'delivered by 2 workers to a loopback SMTP sink', perSecond, (n) => `${Math.round(n)} mails/s`, {
        min: DELIVERY_BUDGET_PER_S,
      }),
    ];
  });
}
