// The server as an ES module bundle in dist/server/ (main.js and the chunks
// its lazy imports load), for `npm start`: our TypeScript and the packages it
// uses compiled once by esbuild, a few packages left in node_modules. It starts
// in about half the time of the sources run through tsx, whose loader hooks
// handle every import of the process on a second thread (ADR 0021), and the
// bundled packages take another third off (ADR 0028).
//
// Plain JavaScript so that `npm start` can build and run it without tsx.
// `node scripts/server-bundle.mjs [outDir]` builds it (default dist/server).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE_DIR = path.join(PROJECT_ROOT, 'dist/server');
export const SERVER_BUNDLE_ENTRY = 'main.js';
/**
 * Packages left in node_modules: PGlite loads its WebAssembly and file-system
 * image from its own folder, pino starts its transports as worker files,
 * argon2 and resvg are native addons, Swagger UI's assets are served from its folder.
 * (The share cards' fonts are read from @fontsource/inter's folder through the
 * package resolver at run time, so that package needs no entry here.)
 */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  'pino',
  'thread-stream',
  '@node-rs/argon2',
  '@resvg/resvg-js',
  'swagger-ui-dist',
  'pg-native',
];
/** What the bundle is made of: when any of it is newer than the bundle, `npm start` rebuilds. */
const SERVER_SOURCES = ['src/server', 'src/shared', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Builds the bundle into `outDir` (emptied first); resolves to the entry file's path. */
export async function buildServerBundle(outDir = SERVER_BUNDLE_DIR) {
  // Loaded here, not at the top: `npm start` on a fresh bundle never needs it.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: { main: 'src/server/main.ts' },
    outdir: outDir,
    bundle: true,
    // Packages are bundled too: one file parsed instead of a thousand resolved
    // and read takes about a third off the start's CPU (ADR 0028). Those that
    // find files beside their own modules stay in node_modules.
    external: EXTERNAL_PACKAGES,
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Separate chunks keep lazy imports lazy (the e-mail templates load on first use).
    splitting: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return path.join(outDir, SERVER_BUNDLE_ENTRY);
}

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when `builtFile` is missing or older than any file of `sources` (paths from the project root). */
export function isBuildStale(builtFile, sources) {
  if (!existsSync(builtFile)) return true;
  const built = statSync(builtFile).mtimeMs;
  return sources.some((source) => newestMtime(path.join(PROJECT_ROOT, source)) > built);
}

/** True when the bundle in dist/server is missing or older than a source it is built from. */
export function isServerBundleStale() {
  return isBuildStale(path.join(SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY), SERVER_SOURCES);
}

const WEB_INDEX = path.join(PROJECT_ROOT, 'dist/web/index.html');
const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts'];

/**
 * What `npm start` and `npm run cluster` do first: build the web app (vite, into
 * dist/web) and the server bundle (into dist/server) when missing or older than
 * their sources. Resolves to the bundle's entry; exits when the web build fails.
 */
export async function buildWhatIsStale() {
  if (isBuildStale(WEB_INDEX, WEB_SOURCES)) {
    console.log('Building the web app…');
    const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (isServerBundleStale()) {
    console.log('Building the server…');
    await buildServerBundle();
  }
  return path.join(SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_BUNDLE_DIR;
  const started = performance.now();
  await buildServerBundle(outDir);
  console.log(
    `server bundle built in ${Math.round(performance.now() - started)} ms → ${path.relative(process.cwd(), outDir) || '.'}`,
  );
}
