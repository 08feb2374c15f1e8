// Cold start: spawn the server bundle `npm start` runs (`node
// --enable-source-maps dist/server/main.js`, built into the bench's folder) on
// an existing, migrated and seeded PGlite data directory, and time it until /api/health
// first answers 200. Median and max of 5 starts; budget ≤ 3 s. Beside it the
// server's CPU time (user + system, from /proc) at that first 200: the wall
// time of a start depends on what else the machine runs, its CPU much less;
// budget ≤ 2 s. The load average is printed after each start.
import { loadavg } from 'node:os';
import { type BenchContext, budgetRow, infoRow, median, type ResultRow, seconds } from './bench-context.ts';
import { sampleProcess } from './soak.ts';

export const COLD_STARTS = 5;
export const STARTUP_BUDGET_MS = 3_000;
export const STARTUP_CPU_BUDGET_MS = 2_000;

export async function runStartup(ctx: BenchContext): Promise<ResultRow[]> {
  const seeded = await ctx.getSeededDataDir();
  const dataDir = await ctx.copySeededDataDir('startup-data');
  const times: number[] = [];
  const cpus: number[] = [];
  const loads: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const server = await ctx.startServer({ dataDir, readyTimeoutMs: 60_000 });
    times.push(server.readyAfterMs);
    cpus.push(sampleProcess(server.process.pid as number).cpuMs);
    loads.push(loadavg()[0] ?? 0);
    await ctx.stopServer(server);
  }
  const rows = [
    budgetRow('startup', `cold start median (n=${COLD_STARTS})`, median(times), seconds, { max: STARTUP_BUDGET_MS }),
    budgetRow('startup', 'cold start max', Math.max(...times), seconds, { max: STARTUP_BUDGET_MS }),
    budgetRow('startup', 'server CPU to the first 200, median', median(cpus), seconds, { max: STARTUP_CPU_BUDGET_MS }),
    infoRow(
      'startup',
      'all starts: wall s / CPU s (load average)',
      times
        .map((t, i) => `${(t / 1000).toFixed(2)} / ${((cpus[i] ?? 0) / 1000).toFixed(2)} (${loads[i]?.toFixed(1)})`)
        .join(', '),
    ),
  ];
  if (seeded.firstStartMs !== undefined) {
    rows.push(infoRow('startup', 'first start (create + migrate + seed)', seconds(seeded.firstStartMs)));
  }
  return rows;
}
