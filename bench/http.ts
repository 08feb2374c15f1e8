// HTTP throughput with autocannon: 20 connections for 5 s against the real
// server on PGlite, after a 1 s warm-up. Informational (no budget yet).
import autocannon from 'autocannon';
import { type BenchContext, infoRow, type ResultRow } from './bench-context.ts';

export const HTTP_TARGETS = ['/api/health', '/api/debates?limit=20'];
export const HTTP_CONNECTIONS = 20;
export const HTTP_DURATION_S = 5;

function load(url: string, duration: number) {
  return autocannon({ url, connections: HTTP_CONNECTIONS, duration, timeout: 10 });
}

export async function runHttp(ctx: BenchContext): Promise<ResultRow[]> {
  const dataDir = await ctx.copySeededDataDir('http-data');
  const server = await ctx.startServer({ dataDir });
  const rows: ResultRow[] = [];
  try {
    for (const target of HTTP_TARGETS) {
      const url = `${server.baseUrl}${target}`;
      await load(url, 1);
      const result = await load(url, HTTP_DURATION_S);
      const failures = result.errors + result.timeouts + result.non2xx;
      rows.push(
        infoRow('http', `GET ${target} req/s (avg)`, result.requests.average.toFixed(0)),
        infoRow('http', `GET ${target} latency p99`, `${result.latency.p99} ms`),
      );
      if (failures > 0) {
        rows.push({
          benchmark: 'http',
          metric: `GET ${target} errors / timeouts / non-2xx`,
          value: `${result.errors} / ${result.timeouts} / ${result.non2xx}`,
          budget: '0',
          status: 'FAIL',
        });
      }
    }
  } finally {
    await ctx.stopServer(server);
  }
  return rows;
}
