// Starts the server: configuration, database (migrate, seed on first start),
// HTTP, graceful shutdown. On SIGTERM or SIGINT: first, for SHUTDOWN_DRAIN_MS,
// health answers 503 "draining" while everything else is served as before, so a
// load balancer takes the process out of rotation; then no new connections, requests in
// flight may finish (SHUTDOWN_GRACE_MS, then connections are cut), every
// WebSocket gets 1001 "server shutting down", the e-mail worker finishes its
// mail in flight and gives its other claims back, the push worker finishes its
// batch, the database closes, exit 0.
//
// Start-up overlaps its two slow parts: the database starts (PGlite reads and
// compiles its WebAssembly off the main thread) while the application's modules
// load, which is why they are imported dynamically below (ADR 0028).
import type { Server } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { PROJECT_ROOT } from './lib/project-root.ts';

const startedAt = Date.now();
const config = loadConfig();
// Packages read NODE_ENV themselves: React, loaded with the first mail rendered, takes its
// development build unless told, so the environment says what the configuration decided.
process.env.NODE_ENV = config.env;
// Log lines are written in batches (4 kB) rather than one write per line, as a request's
// line would otherwise cost a system call of its own; pino writes what is left when the
// process exits.
const log = pino(
  { level: config.logLevel, base: { service: 'sdc' } },
  pino.destination({ dest: process.stdout.fd, minLength: 4096, sync: false }),
);

const [
  database,
  { serve },
  { createApp },
  { settleBackgroundTasks },
  { emailContextFrom },
  { createEmailWorker },
  { createMailTransport },
  { isDatabaseEmpty, seedDemoContent },
  { createPushWorker },
] = await Promise.all([
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    log: log.child({ component: 'db' }),
  }).then(async (opened) => {
    await opened.migrate();
    log.info({ db: opened.kind }, 'database ready');
    return opened;
  }),
  import('@hono/node-server'),
  import('./app.ts'),
  import('./auth/background-tasks.ts'),
  import('./email/email-context.ts'),
  import('./email/email-worker.ts'),
  import('./email/mail-transport.ts'),
  import('./seed/demo-content.ts'),
  import('./modules/push/push-worker.ts'),
]);

const webDistDir = config.webDistDir ?? path.join(PROJECT_ROOT, 'dist/web');
let isDraining = false;
const { app, auth, realtime } = createApp({ database, config, log, webDistDir, startedAt, isDraining: () => isDraining });

if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
  await seedDemoContent(database.db, auth);
  log.info('demo content added (sign-in details in README)');
}

const transport = createMailTransport({
  smtpUrl: config.smtpUrl,
  dataDir: config.dataDir,
  connections: config.emailSendsInFlight,
});
const emailWorker = createEmailWorker({
  database,
  transport,
  context: emailContextFrom(config),
  from: config.mailFrom,
  log: log.child({ worker: 'email' }),
  leaseMs: config.emailLeaseMs,
  sendsInFlight: config.emailSendsInFlight,
});
if (config.emailWorker) {
  await emailWorker.start();
  log.info({ delivery: transport.kind }, 'e-mail worker started');
}
// Web Push (docs/push.md): sends the queued notifications; every process may run one.
const pushWorker = createPushWorker({ database, vapid: config.vapid, log: log.child({ worker: 'push' }) });
if (config.pushWorker) pushWorker.start();

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  log.info({ url: config.baseUrl, port: info.port, ms: Date.now() - startedAt }, 'listening');
});
// Idle keep-alive connections stay open longer than the proxies' and clients' own
// idle limits (60 s is common): with Node's default of 5 s, a client that reuses a
// connection just as the server closes it gets a reset instead of an answer.
(server as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
(server as Server).headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
// WebSocket channels on the same port (docs/realtime.md).
await realtime.attach(server as Server);

/** How long requests in flight may take to finish after a shutdown signal. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long account mails handed off the request path may take to be queued. */
const BACKGROUND_TASKS_GRACE_MS = 5000;
/** How often connections that went idle meanwhile (keep-alive) are closed. */
const IDLE_SWEEP_MS = 100;

let isStopping = false;
async function shutdown(signal: string) {
  if (isStopping) {
    log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  isStopping = true;
  const started = Date.now();
  isDraining = true;
  if (config.shutdownDrainMs > 0) {
    // The load balancer's health checks see 503 and stop routing here; requests that still arrive are served.
    log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining before shutting down');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  log.info({ signal }, 'shutting down');
  const http = server as Server;
  // Stops accepting; resolves when every connection (WebSockets included) has ended.
  const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()));
  // close() ends the connections idle now; a keep-alive connection whose request
  // finishes later is idle then, and ended by the next sweep.
  const idleSweep = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS);
  let graceTimer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'timeout'>((resolve) => {
    graceTimer = setTimeout(() => resolve('timeout'), SHUTDOWN_GRACE_MS);
  });
  await Promise.all([
    realtime.close().catch((err) => log.error({ err }, 'closing realtime connections failed')),
    emailWorker.stop().catch((err) => log.error({ err }, 'stopping the e-mail worker failed')),
    pushWorker.stop().catch((err) => log.error({ err }, 'stopping the push worker failed')),
    Promise.race([httpClosed, graceOver]).then(async (outcome) => {
      if (outcome !== 'timeout') return;
      log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running after the grace period: closing their connections');
      http.closeAllConnections();
      await httpClosed;
    }),
  ]);
  clearInterval(idleSweep);
  clearTimeout(graceTimer);
  // Account mails queued after their answer went out (auth/background-tasks.ts) still need the database.
  await Promise.race([settleBackgroundTasks(), new Promise((resolve) => setTimeout(resolve, BACKGROUND_TASKS_GRACE_MS))]);
  transport.close();
  await database.close().catch((err) => log.error({ err }, 'closing the database failed'));
  log.info({ ms: Date.now() - started }, 'stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
