// Lighthouse, default (mobile) configuration with simulated throttling,
// performance category only, against the built app served by the real server
// with the demo content: every public route of the issue (/, /debates, a live
// debate's page, /clubs, /events, /topics, /leaderboards), 3 runs each, median
// score ×100; budget ≥ 95. The load average is printed beside each page's figures. Chromium is
// started by chrome-launcher (Lighthouse's own launcher) with the flags this
// machine needs; it makes and removes its own profile directory.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BenchContext, budgetRow, infoRow, median, type ResultRow } from './bench-context.ts';

/** The public routes measured; `/debates/{live}` is a live debate of the demo content. */
export const LIGHTHOUSE_PATHS = ['/', '/debates', '/debates/{live}', '/clubs', '/events', '/topics', '/leaderboards'];
export const LIGHTHOUSE_RUNS = 3;
export const LIGHTHOUSE_BUDGET = 95;

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse's trace recording sometimes fails on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
const ATTEMPTS_PER_RUN = 3;

async function measure(url: string, port: number): Promise<RunFigures> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined);
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score != null) {
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        score: lhr.categories.performance.score * 100,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      };
    }
    lastError = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result';
  }
  throw new Error(`Lighthouse ${url}: ${lastError} (${ATTEMPTS_PER_RUN} attempts)`);
}

export async function runLighthouse(ctx: BenchContext): Promise<ResultRow[]> {
  const dataDir = await ctx.copySeededDataDir('lighthouse-data');
  const server = await ctx.startServer({ dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const rows: ResultRow[] = [];
  try {
    const live = (await (await fetch(`${server.baseUrl}/api/debates?state=live&limit=1`)).json()) as { items: { id: string }[] };
    const liveId = live.items[0]?.id;
    if (!liveId) throw new Error('the demo content has no live debate');
    for (const path of LIGHTHOUSE_PATHS) {
      const runs: RunFigures[] = [];
      const loads: number[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        runs.push(await measure(`${server.baseUrl}${path.replace('{live}', liveId)}`, chrome.port));
        loads.push(loadavg()[0] ?? 0);
      }
      const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
      rows.push(
        budgetRow('lighthouse', `${path} performance, median of ${LIGHTHOUSE_RUNS}`, m('score'), (n) => n.toFixed(0), {
          min: LIGHTHOUSE_BUDGET,
        }),
        infoRow(
          'lighthouse',
          `${path} scores; median FCP / LCP / TBT; max CLS; load average`,
          `${runs.map((r) => r.score.toFixed(0)).join(', ')}; ${(m('fcp') / 1000).toFixed(2)} s / ${(m('lcp') / 1000).toFixed(
            2,
          )} s / ${m('tbt').toFixed(0)} ms; ${Math.max(...runs.map((r) => r.cls)).toFixed(3)}; ${loads.map((l) => l.toFixed(1)).join(', ')}`,
        ),
      );
    }
  } finally {
    chrome.kill();
    await ctx.stopServer(server);
  }
  return rows;
}
