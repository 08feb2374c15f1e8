// Share-card pictures (ADR 0037) on the server `npm start` runs (the bundle, on
// the seeded embedded database), one request at a time on loopback:
// - a card not rendered before (GET /og/<kind>/<id>.png of a record not yet
//   asked for): median ≤ 150 ms — the record's read, the layout and the PNG;
// - the same card again, from the process's cache: median ≤ 20 ms — no drawing,
//   but still the record's read (a cancelled record must stop showing at once)
//   and 50 kB over loopback, on a 2-core machine that is rarely idle.
// The process's very first picture also loads the fonts and the layout engine;
// it is reported on its own row, not counted in the median.
// The records are the public ones sitemap.xml lists, so the bench needs no seeding of its own.
import { type BenchContext, budgetRow, infoRow, median, type ResultRow } from './bench-context.ts';

const NAME = 'share-cards';
const RENDER_BUDGET_MS = 150;
const CACHED_BUDGET_MS = 20;
/** Under the 60 renders a minute one client may cause (OG_RENDER_RATE_LIMIT). */
const CARDS = 24;
const CACHED_REPEATS = 5;

const msText = (n: number) => `${n.toFixed(1)} ms`;

async function timedPng(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (res.status !== 200 || res.headers.get('content-type') !== 'image/png' || bytes[1] !== 0x50) {
    throw new Error(`${NAME}: ${url} answered ${res.status} ${res.headers.get('content-type')}`);
  }
  return ms;
}

export async function runShareCards(ctx: BenchContext): Promise<ResultRow[]> {
  const server = await ctx.startServer({ dataDir: await ctx.copySeededDataDir('share-cards-data') });
  try {
    const base = server.baseUrl;
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const cards = [...sitemap.matchAll(/<loc>[^<]*\/(debates|clubs|events)\/([0-9a-f-]{36})<\/loc>/g)].map(
      ([, kind, id]) => `${base}/og/${kind}/${id}.png`,
    );
    if (cards.length < 2) throw new Error(`${NAME}: the seeded sitemap lists ${cards.length} records with cards`);
    const [first, ...rest] = cards;
    const firstMs = await timedPng(first as string);
    const uncached: number[] = [];
    const cached: number[] = [];
    for (const url of rest.slice(0, CARDS)) {
      uncached.push(await timedPng(url));
      for (let i = 0; i < CACHED_REPEATS; i++) cached.push(await timedPng(url));
    }
    return [
      infoRow(NAME, "process's first picture (fonts and layout engine load)", msText(firstMs)),
      budgetRow(NAME, `new picture, median of ${uncached.length}`, median(uncached), msText, { max: RENDER_BUDGET_MS }),
      infoRow(NAME, 'new picture, slowest', msText(Math.max(...uncached))),
      budgetRow(NAME, `cached picture, median of ${cached.length}`, median(cached), msText, { max: CACHED_BUDGET_MS }),
    ];
  } finally {
    await ctx.stopServer(server);
  }
}
