// The server process itself, stopped with SIGTERM the way a supervisor stops
// it: a request in flight still gets its answer, an idle keep-alive connection
// is closed, every WebSocket sees 1001 "server shutting down", and the process
// exits 0; with SHUTDOWN_DRAIN_MS, health first answers 503 "draining" while
// requests are still served. On PostgreSQL when TEST_DATABASE_URL is set, else
// on an embedded database in a temporary folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as connectTcp, type Socket as TcpSocket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A raw HTTP/1.1 connection: what it received, and whether the server closed it. */
function rawConnection(port: number) {
  const socket: TcpSocket = connectTcp(port, '127.0.0.1');
  const state = { text: '', isClosed: false };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    state.text += chunk;
  });
  socket.on('error', () => {});
  const closed = once(socket, 'close').then(() => {
    state.isClosed = true;
  });
  return { socket, state, closed, connected: once(socket, 'connect') };
}

interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  dataDir: string;
  database: TestDatabase | undefined;
}

/** The server from its sources, on a free port, on PostgreSQL or an embedded database; resolves once healthy. */
async function startServerProcess(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sdc-shutdown-'));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 's'.repeat(40),
    NODE_ENV: 'production',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.TEST_AUTH_SECRET;
  if (database?.url) env.DATABASE_URL = database.url;
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], { env, stdio: 'ignore' });
  const deadline = Date.now() + 55_000;
  for (;;) {
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, port, baseUrl, dataDir, database };
}

async function stopServerProcess(server: ServerProcess | undefined) {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.database?.destroy();
  rmSync(server.dataDir, { recursive: true, force: true });
}

describe('graceful shutdown', () => {
  let server: ServerProcess | undefined;
  let child: ChildProcess;
  let port: number;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startServerProcess();
    ({ child, port, baseUrl } = server);
  }, 60_000);

  afterAll(async () => {
    await stopServerProcess(server);
  });

  it('answers the request in flight, closes WebSockets with 1001 and idle connections, and exits 0', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { origin: baseUrl });
    await once(ws, 'open');
    const wsClosed = once(ws, 'close') as Promise<[number, Buffer]>;

    // A keep-alive connection that served one request and now sits idle.
    const idle = rawConnection(port);
    await idle.connected;
    idle.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await expect.poll(() => idle.state.text).toMatch(/^HTTP\/1\.1 200/);

    // A request whose headers have arrived but whose body is still on its way.
    const body = JSON.stringify({ context: 'shutdown test', message: 'in flight', path: '/' });
    const inFlight = rawConnection(port);
    await inFlight.connected;
    inFlight.socket.write(
      [
        'POST /api/client-errors HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Origin: ${baseUrl}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    );
    await new Promise((r) => setTimeout(r, 300));

    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    inFlight.socket.write(body.slice(10));

    const [code, reason] = await wsClosed;
    expect(code).toBe(1001);
    expect(reason.toString()).toBe('server shutting down');
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    // Well inside the grace period: nothing waited for a keep-alive time-out.
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    await inFlight.closed;
    // The route's success answer (a client error report is acknowledged with 204).
    expect(inFlight.state.text).toMatch(/^HTTP\/1\.1 204 /);
    await idle.closed;
    expect(idle.state.isClosed).toBe(true);
  });
});

describe('draining before shutdown (SHUTDOWN_DRAIN_MS)', () => {
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    server = await startServerProcess({ SHUTDOWN_DRAIN_MS: '1500' });
  }, 60_000);

  afterAll(async () => {
    await stopServerProcess(server);
  });

  it('fails its health check while still serving, then stops', async () => {
    const { child, baseUrl } = server as ServerProcess;
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    // What a load balancer's health check sees: out of rotation.
    await expect
      .poll(async () => {
        const res = await fetch(`${baseUrl}/api/health`);
        return [res.status, ((await res.json()) as { status: string }).status];
      })
      .toEqual([503, 'draining']);
    // A request routed here before the balancer noticed is still answered, on a new connection too.
    const list = await fetch(`${baseUrl}/api/debates`, { headers: { connection: 'close' } });
    expect(list.status).toBe(200);
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1500);
  });
});
