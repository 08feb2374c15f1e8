// Cold start: spawn the server bundle `npm start` runs (`node
// --enable-source-maps dist/server/main.js`, built into the bench's folder) on
// an existing, migrated and seeded PGlite data directory, and time it until /api/health
// first answers 200. Median and max of 5 starts; budget ≤ 3 s.
import { type BenchContext, budgetRow, infoRow, median, type ResultRow, seconds } from './bench-context.ts';

export const COLD_STARTS = 5;
export const STARTUP_BUDGET_MS = 3_000;

export async function runStartup(ctx: BenchContext): Promise<ResultRow[]> {
  const seeded = await ctx.getSeededDataDir();
  const dataDir = await ctx.copySeededDataDir('startup-data');
  const times: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const server = await ctx.startServer({ dataDir, readyTimeoutMs: 60_000 });
    times.push(server.readyAfterMs);
    await ctx.stopServer(server);
  }
  const rows = [
    budgetRow('startup', `cold start median (n=${COLD_STARTS})`, median(times), seconds, { max: STARTUP_BUDGET_MS }),
    budgetRow('startup', 'cold start max', Math.max(...times), seconds, { max: STARTUP_BUDGET_MS }),
    infoRow('startup', 'all starts', times.map((t) => (t / 1000).toFixed(2)).join(', ')),
  ];
  if (seeded.firstStartMs !== undefined) {
    rows.push(infoRow('startup', 'first start (create + migrate + seed)', seconds(seeded.firstStartMs)));
  }
  return rows;
}
