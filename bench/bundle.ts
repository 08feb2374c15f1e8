// Landing-page JavaScript budget: the entry chunk plus every chunk that the HTML
// the server answers for "/" preloads (<link rel="modulepreload">: the entry's
// imports and the landing page's own chunks), gzipped at level 9, ≤ 110 kB; and
// no chunk over 500 kB minified; the service worker's precache ≤ 1.5 MB.
// kB = 1000 bytes, as Vite prints them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createIndexRenderer } from '../src/server/web-assets.ts';
import { type BenchContext, budgetRow, infoRow, kB, type ResultRow } from './bench-context.ts';

export const LANDING_JS_GZIP_BUDGET = 110_000;
export const LARGEST_CHUNK_BUDGET = 500_000;
/** The service worker's precache (issue budgets: ≤ 1.5 MB), in bytes as the cache stores them. */
export const PRECACHE_BUDGET = 1_500_000;

/** The files the built service worker precaches (its injected manifest) and their total size on disk. */
export function precacheOf(buildDir: string): { files: number; bytes: number } {
  const worker = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
  if (urls.length === 0) throw new Error('sw.js has no precache manifest');
  const bytes = urls.reduce((sum, url) => sum + statSync(path.join(buildDir, url.replace(/^\//, ''))).size, 0);
  return { files: urls.length, bytes };
}

const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** The entry script and the modulepreload links of an index.html, in document order. */
export function initialScripts(indexHtml: string): string[] {
  const entries = [...indexHtml.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string);
  const preloads = [...indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] as string);
  return [...new Set([...entries, ...preloads])];
}

/** The JavaScript a page's HTML loads first: its files (largest first) and total sizes. */
function initialJs(buildDir: string, html: string) {
  const scripts = initialScripts(html);
  if (scripts.length === 0) throw new Error('index.html has no module script');
  let gzip = 0;
  let raw = 0;
  const perFile: { name: string; gzip: number }[] = [];
  for (const src of scripts) {
    const file = readFileSync(path.join(buildDir, src.replace(/^\//, '')));
    const fileGzip = gzipSize(file);
    perFile.push({ name: path.basename(src).replace(/-[\w-]{8}\.js$/, ''), gzip: fileGzip });
    gzip += fileGzip;
    raw += file.length;
  }
  perFile.sort((a, b) => b.gzip - a.gzip);
  return { files: scripts.length, gzip, raw, perFile };
}

export async function runBundle(ctx: BenchContext): Promise<ResultRow[]> {
  const build = ctx.getBuild();
  // The HTML the server answers, with the route's page preloads, not the bare index.html.
  const renderIndex = createIndexRenderer(build.dir);
  const html = renderIndex('/');
  const landing = initialJs(build.dir, html);
  const debates = initialJs(build.dir, renderIndex('/debates'));
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] as string);
  const cssGzip = css.reduce((sum, href) => sum + gzipSize(readFileSync(path.join(build.dir, href.replace(/^\//, '')))), 0);

  const assetsDir = path.join(build.dir, 'assets');
  const chunks = readdirSync(assetsDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ name: f, size: statSync(path.join(assetsDir, f)).size }))
    .sort((a, b) => b.size - a.size);
  const largest = chunks[0] ?? { name: '(none)', size: 0 };
  const totalJs = chunks.reduce((sum, c) => sum + c.size, 0);
  const precache = precacheOf(build.dir);

  return [
    budgetRow('bundle', `landing JS, gzip -9 (${landing.files} files)`, landing.gzip, kB, { max: LANDING_JS_GZIP_BUDGET }),
    budgetRow('bundle', `largest chunk, minified (${largest.name})`, largest.size, kB, { max: LARGEST_CHUNK_BUDGET }),
    budgetRow('bundle', `service worker precache (${precache.files} files)`, precache.bytes, kB, { max: PRECACHE_BUDGET }),
    infoRow('bundle', 'service worker, gzip -9', kB(gzipSize(readFileSync(path.join(build.dir, 'sw.js'))))),
    infoRow('bundle', 'landing JS, minified', kB(landing.raw)),
    infoRow('bundle', `/debates initial JS, gzip -9 (${debates.files} files)`, kB(debates.gzip)),
    infoRow(
      'bundle',
      'landing JS files, gzip -9',
      [
        ...landing.perFile.slice(0, 5).map((f) => `${f.name} ${(f.gzip / 1000).toFixed(1)}`),
        ...(landing.perFile.length > 5 ? [`+${landing.perFile.length - 5} more`] : []),
      ].join(', '),
    ),
    infoRow('bundle', 'landing CSS, gzip -9', kB(cssGzip)),
    infoRow('bundle', `all JS, minified (${chunks.length} chunks)`, kB(totalJs)),
    infoRow('bundle', 'vite build time', `${(build.ms / 1000).toFixed(1)} s`),
  ];
}
