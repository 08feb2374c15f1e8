// Starts the server: configuration, database (migrate, seed on first start),
// HTTP, graceful shutdown.
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { PROJECT_ROOT } from './lib/project-root.ts';
import { emailContextFrom } from './email/email-context.ts';
import { createEmailWorker } from './email/email-worker.ts';
import { createMailTransport } from './email/mail-transport.ts';
import { isDatabaseEmpty, seedDemoContent } from './seed/demo-content.ts';

const startedAt = Date.now();
const config = loadConfig();
const log = pino({ level: config.logLevel, base: { service: 'sdc' } });

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
await database.migrate();
log.info({ db: database.kind }, 'database ready');

const webDistDir = config.webDistDir ?? path.join(PROJECT_ROOT, 'dist/web');
const { app, auth, realtime } = createApp({ database, config, log, webDistDir, startedAt });

if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
  await seedDemoContent(database.db, auth);
  log.info('demo content added (sign-in details in README)');
}

const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
const emailWorker = createEmailWorker({
  database,
  transport,
  context: emailContextFrom(config),
  from: config.mailFrom,
  log: log.child({ worker: 'email' }),
  leaseMs: config.emailLeaseMs,
});
if (config.emailWorker) {
  await emailWorker.start();
  log.info({ delivery: transport.kind }, 'e-mail worker started');
}

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  log.info({ url: config.baseUrl, port: info.port, ms: Date.now() - startedAt }, 'listening');
});
// WebSocket channels on the same port (docs/realtime.md).
await realtime.attach(server as Server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  server.close();
  await realtime.close().catch(() => {});
  await emailWorker.stop().catch(() => {});
  transport.close();
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
