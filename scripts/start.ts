// `npm start`: build the web app when dist/ is missing or older than its
// sources, then start the server (which migrates and seeds on first start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isBuildStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'src/web')),
    newestMtime(path.join(root, 'src/shared')),
    statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  return sources > built;
}

if (isBuildStale()) {
  console.log('Building the web app…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../src/server/main.ts');
