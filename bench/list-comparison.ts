// One of our list endpoints against the bare handler running the same captured
// SQL (bare-list-server.ts), under autocannon at 32 connections. The two take
// turns over several rounds (ours then bare, bare then ours, …) so both see the
// machine as it drifts (a checkpoint, another process); each figure is the median
// of its rounds. The warm-up is long enough for our server to be compiled hot
// (its first seconds under load cost about half as much again per request).
import autocannon, { type Result } from 'autocannon';
import { budgetRow, infoRow, median, type ResultRow } from './bench-context.ts';
import { sampleProcess } from './soak.ts';

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
  /** Request headers of every request (Accept-Encoding for the compressed figures). */
  headers?: Record<string, string>;
  /**
   * The two servers' processes: with them, each round also gives server CPU ms per
   * request (utime + stime from /proc ÷ requests), and a budget on ours ÷ bare.
   */
  pids?: { ours: number; bare: number };
  cpuRatioBudget?: number;
  /** Defaults: a 6 s warm-up of each, 5 rounds of 4 s. */
  warmUpS?: number;
  rounds?: number;
  roundS?: number;
}

interface Round {
  result: Result;
  cpuMsPerRequest: number;
}
const rps = (n: number) => `${n.toFixed(0)} req/s`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function compareWithBareHandler(c: ListComparison): Promise<ResultRow[]> {
  const { warmUpS = WARM_UP_S, rounds = ROUNDS, roundS = ROUND_S } = c;
  const load = async (url: string, duration: number, pid?: number): Promise<Round> => {
    const before = pid ? sampleProcess(pid).cpuMs : 0;
    const result = await autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, headers: c.headers });
    const cpuMs = pid ? sampleProcess(pid).cpuMs - before : 0;
    return { result, cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total) };
  };
  if (warmUpS > 0) {
    await load(c.bareUrl, warmUpS);
    await load(c.ourUrl, warmUpS);
  }
  const ours: Round[] = [];
  const bare: Round[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      ours.push(await load(c.ourUrl, roundS, c.pids?.ours));
      bare.push(await load(c.bareUrl, roundS, c.pids?.bare));
    } else {
      bare.push(await load(c.bareUrl, roundS, c.pids?.bare));
      ours.push(await load(c.ourUrl, roundS, c.pids?.ours));
    }
  }
  const figures = (side: Round[]) =>
    `${rps(median(side.map((r) => r.result.requests.average)))}, p99 ${ms(median(side.map((r) => r.result.latency.p99)))}` +
    (c.pids ? `, ${median(side.map((r) => r.cpuMsPerRequest)).toFixed(3)} CPU ms/req` : '');
  const ourP99 = median(ours.map((r) => r.result.latency.p99));
  const ratio = median(ours.map((r, i) => r.result.requests.average / (bare[i] as Round).result.requests.average));
  const rows = [
    infoRow(
      c.benchmark,
      `${c.name}: bare handler, same SQL (${CONNECTIONS} conns, median of ${rounds} × ${roundS} s)`,
      figures(bare),
    ),
    infoRow(c.benchmark, c.label, figures(ours)),
    budgetRow(c.benchmark, `${c.name} req/s vs bare handler`, ratio, (n) => `${n.toFixed(2)}×`, { min: c.ratioBudget }),
  ];
  if (c.pids && c.cpuRatioBudget !== undefined) {
    const cpuRatio = median(ours.map((r, i) => r.cpuMsPerRequest / (bare[i] as Round).cpuMsPerRequest));
    rows.push(
      budgetRow(c.benchmark, `${c.name} server CPU per request vs bare handler`, cpuRatio, (n) => `${n.toFixed(2)}×`, {
        max: c.cpuRatioBudget,
      }),
    );
  }
  if (c.p99BudgetMs !== undefined) {
    rows.push(budgetRow(c.benchmark, `${c.name} p99 at ${CONNECTIONS} connections`, ourP99, ms, { max: c.p99BudgetMs }));
  }
  const errors = ours.reduce((sum, { result: r }) => sum + r.errors + r.timeouts + r.non2xx, 0);
  if (errors > 0)
    rows.push({ benchmark: c.benchmark, metric: `${c.name} errors`, value: String(errors), budget: '0', status: 'FAIL' });
  return rows;
}
