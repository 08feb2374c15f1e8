// One of our list endpoints against the bare handler running the same captured
// SQL (bare-list-server.ts), under autocannon at 32 connections. The two take
// turns over several rounds (ours then bare, bare then ours, …) so both see the
// machine as it drifts (a checkpoint, another process); each figure is the median
// of its rounds. The warm-up is long enough for our server to be compiled hot
// (its first seconds under load cost about half as much again per request).
import autocannon, { type Result } from 'autocannon';
import { budgetRow, infoRow, median, type ResultRow } from './bench-context.ts';

const CONNECTIONS = 32;
const WARM_UP_S = 6;
const ROUNDS = 5;
const ROUND_S = 4;

export interface ListComparison {
  benchmark: string;
  /** What the rows call the list: "GET /api/clubs over 10,000 rows". */
  label: string;
  /** Short name in the budget rows: "clubs". */
  name: string;
  ourUrl: string;
  bareUrl: string;
  ratioBudget: number;
  p99BudgetMs?: number;
}

const load = (url: string, duration: number) => autocannon({ url, connections: CONNECTIONS, duration, timeout: 10 });
const rps = (n: number) => `${n.toFixed(0)} req/s`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function compareWithBareHandler(c: ListComparison): Promise<ResultRow[]> {
  await load(c.bareUrl, WARM_UP_S);
  await load(c.ourUrl, WARM_UP_S);
  const ours: Result[] = [];
  const bare: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      ours.push(await load(c.ourUrl, ROUND_S));
      bare.push(await load(c.bareUrl, ROUND_S));
    } else {
      bare.push(await load(c.bareUrl, ROUND_S));
      ours.push(await load(c.ourUrl, ROUND_S));
    }
  }
  const ourRps = median(ours.map((r) => r.requests.average));
  const ourP99 = median(ours.map((r) => r.latency.p99));
  const ratio = median(ours.map((r, i) => r.requests.average / (bare[i] as Result).requests.average));
  const rows = [
    infoRow(
      c.benchmark,
      `${c.name}: bare handler, same SQL (${CONNECTIONS} conns, median of ${ROUNDS} × ${ROUND_S} s)`,
      `${rps(median(bare.map((r) => r.requests.average)))}, p99 ${ms(median(bare.map((r) => r.latency.p99)))}`,
    ),
    infoRow(c.benchmark, c.label, `${rps(ourRps)}, p99 ${ms(ourP99)}`),
    budgetRow(c.benchmark, `${c.name} req/s vs bare handler`, ratio, (n) => `${n.toFixed(2)}×`, { min: c.ratioBudget }),
  ];
  if (c.p99BudgetMs !== undefined) {
    rows.push(budgetRow(c.benchmark, `${c.name} p99 at ${CONNECTIONS} connections`, ourP99, ms, { max: c.p99BudgetMs }));
  }
  const errors = ours.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  if (errors > 0)
    rows.push({ benchmark: c.benchmark, metric: `${c.name} errors`, value: String(errors), budget: '0', status: 'FAIL' });
  return rows;
}
