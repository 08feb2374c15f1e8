// What the browser tests and benchmarks run: the server bundle, built fresh
// for each run (about a second), and the built web app.
// Web app order: WEB_DIST_DIR (if set; built there when it has no index.html), then
// dist/web (what `npm test` has just built), else a fresh build in
// /tmp/sdc-e2e-dist. E2E_BUILD=1 always builds fresh into WEB_DIST_DIR or
// /tmp/sdc-e2e-dist (never into dist/web, which other tools own).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.ts';

export const DEFAULT_E2E_DIST_DIR = '/tmp/sdc-e2e-dist';
const REPO_DIST_DIR = path.join(REPO_ROOT, 'dist', 'web');

/** Runs `vite build --outDir <dir>`; throws with vite's output when it fails. */
export function buildWebApp(outDir: string): { ms: number } {
  const absolute = path.resolve(outDir);
  if (absolute === REPO_DIST_DIR) throw new Error('Refusing to build into dist/web from the test harness');
  const started = performance.now();
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const result = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', absolute, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: REPO_ROOT, encoding: 'utf8', env },
  );
  if (result.status !== 0) {
    throw new Error(`vite build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return { ms: performance.now() - started };
}

export function resolveWebDist(env: NodeJS.ProcessEnv = process.env): { dir: string; built: boolean } {
  const forced = env.E2E_BUILD === '1' || env.E2E_BUILD === 'true';
  const fromEnv = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined;
  if (fromEnv && fromEnv !== REPO_DIST_DIR) {
    if (forced || !existsSync(path.join(fromEnv, 'index.html'))) {
      buildWebApp(fromEnv);
      return { dir: fromEnv, built: true };
    }
    return { dir: fromEnv, built: false };
  }
  if (!forced && existsSync(path.join(REPO_DIST_DIR, 'index.html'))) return { dir: REPO_DIST_DIR, built: false };
  buildWebApp(DEFAULT_E2E_DIST_DIR);
  return { dir: DEFAULT_E2E_DIST_DIR, built: true };
}

/**
 * `node scripts/server-bundle.mjs <dir>`: the server as `npm start` runs it, built into a folder of
 * this run's own inside the project (node_modules/.cache/sdc/), where its packages and files
 * resolve as they do from dist/server. The caller removes `dir` when done.
 */
export function buildServerBundle(label: string): { dir: string; entry: string; ms: number } {
  const started = performance.now();
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', 'sdc', `server-${label}-${process.pid}`);
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/server-bundle.mjs'), dir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env,
  });
  if (result.status !== 0) {
    throw new Error(`The server bundle failed to build (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return { dir, entry: path.join(dir, 'main.js'), ms: performance.now() - started };
}
