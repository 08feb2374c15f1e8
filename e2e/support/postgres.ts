// Whether the machine's PostgreSQL answers, for the journeys that need one
// (two processes on one database): they are skipped, not failed, without it.
import net from 'node:net';

/** A TCP connection to the server of `url` (TEST_DATABASE_URL, or 127.0.0.1:5432) within a second. */
export function postgresReachable(
  url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
