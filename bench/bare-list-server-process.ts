// Starts bench/bare-list-server.ts in its own process on a free port, serving
// captured SQL at `path`, and waits until it answers.
import { spawn } from 'node:child_process';
import { findFreePort, REPO_ROOT } from '../e2e/support/server.ts';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

async function waitForOk(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

export async function startBareListServer(databaseUrl: string, path: string, queries: CapturedQuery[]) {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-list-server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LIST_PATH: path, QUERIES: JSON.stringify(queries) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}${path}`;
  try {
    await waitForOk(url);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, stop: () => child.kill('SIGTERM') };
}
