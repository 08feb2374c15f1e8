// A process that only drains the e-mail queue: for deployments that run mail
// delivery apart from the web servers (EMAIL_WORKER=false on those), and for
// the crash test. Needs DATABASE_URL: an embedded database belongs to one process.
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { emailContextFrom } from './email-context.ts';
import { createEmailWorker } from './email-worker.ts';
import { createMailTransport } from './mail-transport.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel, base: { service: 'sdc-email-worker' } });
if (!config.databaseUrl) {
  log.fatal('The e-mail worker process needs DATABASE_URL (PostgreSQL)');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  log: log.child({ component: 'db' }),
});
const transport = createMailTransport({
  smtpUrl: config.smtpUrl,
  dataDir: config.dataDir,
  connections: config.emailSendsInFlight,
});
const worker = createEmailWorker({
  database,
  transport,
  context: emailContextFrom(config),
  from: config.mailFrom,
  log,
  leaseMs: config.emailLeaseMs,
  sendsInFlight: config.emailSendsInFlight,
});
await worker.start();
log.info({ delivery: transport.kind }, 'e-mail worker started');

let isStopping = false;
/** Finishes the mails in flight and gives the other claims back (docs/email.md), then exits. */
async function shutdown() {
  if (isStopping) return;
  isStopping = true;
  await worker.stop().catch((err) => log.error({ err }, 'e-mail worker stop failed'));
  transport.close();
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
