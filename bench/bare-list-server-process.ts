// Starts a bare list server (bench/bare-list-server.ts, or another script such
// as bench/bare-json-server.ts) in its own process on a free port, serving
// captured SQL at `path`, and waits until it answers.
import { spawn } from 'node:child_process';
import { findFreePort, REPO_ROOT } from '../e2e/support/server.ts';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

async function waitForOk(url: string, tries: number) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

export async function startBareListServer(
  databaseUrl: string,
  path: string,
  queries: CapturedQuery[],
  options: { script?: string; env?: Record<string, string> } = {},
) {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? 'bench/bare-list-server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LIST_PATH: path,
      QUERIES: JSON.stringify(queries),
      ...options.env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}${path}`;
  try {
    await waitForOk(url, options.env?.PGLITE_DIR ? 600 : 200);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, pid: child.pid as number, stop: () => child.kill('SIGTERM') };
}
