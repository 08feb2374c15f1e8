// `npm start`: build what is missing or older than its sources — the web app
// (vite, into dist/web) and the server bundle (esbuild, into dist/server) —
// then run the server bundle, which migrates and seeds on first start.
// Plain JavaScript: the server must not run under tsx's loader (ADR 0021).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildServerBundle,
  isBuildStale,
  isServerBundleStale,
  PROJECT_ROOT,
  SERVER_BUNDLE_DIR,
  SERVER_BUNDLE_ENTRY,
} from './server-bundle.mjs';

const WEB_INDEX = path.join(PROJECT_ROOT, 'dist/web/index.html');
const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts'];

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

// Packages the server loads (React for the mails among them) take their production builds.
process.env.NODE_ENV ??= 'production';
// Stack traces in the logs point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY)).href);
