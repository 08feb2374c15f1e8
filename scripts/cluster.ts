// `npm run cluster`: several SDC processes on one PostgreSQL behind HAProxy, on
// this machine (scripts/cluster-launcher.ts, deploy/haproxy.cfg, docs/deploy.md).
//
//   DATABASE_URL=postgres://… AUTH_SECRET=… npm run cluster -- --processes 3
//
// HAProxy listens on PORT (3000) and the processes on PORT+1, PORT+2, …
// (loopback only). SIGHUP restarts the processes one at a time; SIGINT or
// SIGTERM stops them all, then HAProxy.
import { parseArgs } from 'node:util';
// @ts-expect-error: a plain JavaScript module of the build scripts, without types.
import { buildWhatIsStale } from './server-bundle.mjs';
import { type Cluster, startCluster } from './cluster-launcher.ts';

const DEFAULT_PROCESSES = 2;
const MAX_PROCESSES = 16;

const { values } = parseArgs({
  options: { processes: { type: 'string', short: 'n' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: DATABASE_URL=postgres://… npm run cluster -- [--processes N]   (HAProxy on PORT, default 3000)');
  process.exit(0);
}
const processes = Number(values.processes ?? process.env.CLUSTER_PROCESSES ?? DEFAULT_PROCESSES);
if (!Number.isInteger(processes) || processes < 1 || processes > MAX_PROCESSES) {
  console.error(`--processes must be a whole number from 1 to ${MAX_PROCESSES}.`);
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error('Several processes share one PostgreSQL: set DATABASE_URL (the embedded database serves one process).');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3000);

const entry: string = await buildWhatIsStale();
let cluster: Cluster;
try {
  cluster = await startCluster({
    processes,
    entry,
    port,
    host: process.env.HOST ?? '0.0.0.0',
    appPorts: Array.from({ length: processes }, (_, i) => port + i + 1),
    env: process.env,
    workDir: process.env.CLUSTER_WORK_DIR ?? 'data/cluster',
    output: 'inherit',
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`${processes} processes behind HAProxy on ${cluster.url} (SIGHUP: rolling restart; Ctrl+C: stop)`);

let isBusy = false;
process.on('SIGHUP', () => {
  if (isBusy) return;
  isBusy = true;
  cluster
    .rollingRestart((name) => console.log(`restarting ${name}…`))
    .then(() => console.log('rolling restart done'))
    .catch((error: Error) => console.error(`rolling restart failed: ${error.message}`))
    .finally(() => {
      isBusy = false;
    });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log('stopping…');
    void cluster.stop().then(() => process.exit(0));
  });
}
