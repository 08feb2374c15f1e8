// Every connection the server holds to PostgreSQL killed at once, under load:
// the LISTEN connections of the realtime hub and the e-mail worker, and the
// pool's others, while HTTP requests run. The process stays up (an unhandled
// 'error' event would end this very test run), events reach subscribers again
// and enqueued mail is delivered, each within 5 s. PostgreSQL only: PGlite is
// in-process and has no connection to lose.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '#shared/realtime/contract.ts';
import { type SmtpSink, startSmtpSink } from '#tests/smtp-sink.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';
import { type EmailContext, enqueueEmail } from '../email/email-queue.ts';
import { createEmailWorker, type EmailWorker } from '../email/email-worker.ts';
import { createSmtpTransport, type MailTransport } from '../email/mail-transport.ts';

const ctx: EmailContext = { siteUrl: TEST_BASE_URL, secret: 'x'.repeat(40) };

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections terminated under load', () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  let sink: SmtpSink;
  let transport: MailTransport;
  let worker: EmailWorker & { start(): Promise<void> };
  let admin: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    t.realtime.registerChannelKind('probe', { snapshot: async (id) => ({ id, at: Date.now() }) });
    server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    await t.realtime.attach(server as never);
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sink = await startSmtpSink({ parse: false });
    transport = createSmtpTransport(sink.url);
    worker = createEmailWorker({
      database: t.database,
      transport,
      context: ctx,
      from: 'SDC <no-reply@localhost>',
      log: pino({ level: 'silent' }),
    });
    await worker.start();
    admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await worker?.stop();
    transport?.close();
    server?.close();
    await t?.close();
    await sink?.close();
  });

  it('stays up, delivers events and mail again within 5 s', { timeout: 30_000 }, async () => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/realtime`, { origin: TEST_BASE_URL });
    const messages: ServerMessage[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ type: 'subscribe', channel: 'probe:faults' }));
    await expect.poll(() => messages.filter((m) => m.type === 'subscribed').length).toBe(1);

    // Requests keep running while every backend of this database is terminated.
    const statuses: number[] = [];
    let isLoading = true;
    const load = async () => {
      while (isLoading) {
        for (const path of ['/api/health', '/api/debates', '/api/topics']) {
          statuses.push(await fetch(`${baseUrl}${path}`).then((res) => res.status));
        }
      }
    };
    const loaders = [load(), load(), load()];
    await new Promise((r) => setTimeout(r, 300));
    const { rows: listeners } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()`,
    );
    expect(listeners).toHaveLength(2);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const killedAt = Date.now();
    await new Promise((r) => setTimeout(r, 500));
    isLoading = false;
    await Promise.all(loaders);

    // Realtime: the channel is resynchronised, and a new event arrives.
    await expect.poll(() => messages.filter((m) => m.type === 'subscribed').length, { timeout: 5000 }).toBe(2);
    await t.realtime.publish('probe:faults', 'changed', { version: 2 });
    await expect.poll(() => messages.some((m) => m.type === 'event'), { timeout: 5000 }).toBe(true);

    // E-mail: a mail enqueued now is delivered.
    const id = await enqueueEmail(t.database.db, {
      to: 'after@example.org',
      templateId: 'welcome',
      templateData: { name: 'After' },
    });
    await sink.waitFor(1, 5000);
    expect(sink.received[0]?.messageId).toBe(`<${id}@localhost>`);
    expect(Date.now() - killedAt).toBeLessThan(10_000);

    // Statements outside transactions were retried on fresh connections.
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    ws.close();
  });
});
