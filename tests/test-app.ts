// The real app on a fresh test database, exercised over HTTP with app.request().
// Each request waits for the work it handed off the request path (the account
// mails), so a test reads the outbox as the finished request left it.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import { ApiErrorSchema } from '../src/shared/api-error.ts';
import { emailQueue, users } from '../src/server/db/schema/index.ts';
import { createApp } from '../src/server/app.ts';
import { settleBackgroundTasks } from '../src/server/auth/background-tasks.ts';
import { type Config, loadConfig } from '../src/server/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_BASE_URL = 'http://localhost:3999';

export interface TestApp {
  app: ReturnType<typeof createApp>['app'];
  auth: ReturnType<typeof createApp>['auth'];
  realtime: ReturnType<typeof createApp>['realtime'];
  /** Every operation the app mounts (src/shared/<domain>/operations.ts). */
  operations: ReturnType<typeof createApp>['operations'];
  database: TestDatabase;
  config: Config;
  /** A request to the app, with JSON helpers; relative paths are resolved against the base URL. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The app on a fresh test database; or, given `database`, a new app on that one
 * (a server restart: nothing kept in memory survives, only what the database holds).
 */
export async function createTestApp(overrides: Partial<Config> = {}, existing?: TestDatabase): Promise<TestApp> {
  const database = existing ?? (await createTestDatabase());
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', BASE_URL: TEST_BASE_URL, AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent' }),
    // Requests made with app.request() have no socket: tests name their client's address in X-Forwarded-For.
    trustProxy: true,
    ...overrides,
  };
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const { app, auth, realtime, operations } = createApp({ database, config, log });
  return {
    app,
    auth,
    realtime,
    operations,
    database,
    config,
    request: async (path, init) => {
      const res = await app.request(new URL(path, TEST_BASE_URL).toString(), init);
      await settleBackgroundTasks();
      return res;
    },
    close: async () => {
      await realtime.close();
      await database.destroy();
    },
  };
}

let addressCounter = 0;

/** A client address of its own (TEST-NET-2 for IPv4), so rate limits of one test do not touch another. */
export function uniqueClientIp(): string {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** The session cookie (name=value pairs) that a response sets. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair?.endsWith('='))
    .join('; ');
}

/** A request to the app with the site's Origin, as the session in `cookie` (signed out without one); a body goes as JSON. */
export function requestAs(t: TestApp, cookie: string | undefined, method: string, path: string, body?: unknown) {
  const init: RequestInit = body === undefined ? { method, headers: { origin: TEST_BASE_URL } } : { ...jsonPost(body), method };
  if (cookie) (init.headers as Record<string, string>).cookie = cookie;
  return t.request(path, init);
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, 'x-forwarded-for': uniqueClientIp(), ...headers },
    body: JSON.stringify(body),
  };
}

/** Signs in with e-mail and password; returns the session cookie. */
export async function signIn(testApp: TestApp, email: string, password = 'Passw0rdOk') {
  const res = await testApp.request('/api/auth/sign-in/email', jsonPost({ email, password }));
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/**
 * A solved proof-of-work challenge from GET /api/altcha/challenge, as the
 * widget sends it in the `altcha` field: the real challenge, solved in Node.
 */
export async function solveProofOfWork(testApp: TestApp): Promise<string> {
  const challenge = await (await testApp.request('/api/altcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof-of-work challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Signs up a user (solving the sign-up form's challenge), confirms the address
 * as the verification link would, signs in, and returns the session cookie to
 * send with requests.
 */
export async function signUp(testApp: TestApp, email: string, password = 'Passw0rdOk', name = 'Test User') {
  const altcha = await solveProofOfWork(testApp);
  const res = await testApp.request('/api/auth/sign-up/email', jsonPost({ email, password, name, altcha }));
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  await testApp.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, body.user.id));
  const cookie = await signIn(testApp, email, password);
  return { cookie, userId: body.user.id };
}

/** A request as a signed-in member (their session cookie) or, with null, anonymously; JSON body when given. */
export function callAs(testApp: TestApp, cookie: string | null, method: string, path: string, body?: unknown) {
  const init: RequestInit = body === undefined ? { method, headers: { origin: TEST_BASE_URL } } : { ...jsonPost(body), method };
  if (cookie) (init.headers as Record<string, string>).cookie = cookie;
  return testApp.request(path, init);
}

/** Expects the status (the body is in the failure message) and returns the JSON body (undefined for 204). */
export async function expectJson<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(status);
  return (r.status === 204 ? undefined : await r.json()) as T;
}

/** The `error` of an API error body, checked against the shared shape. */
export async function apiErrorOf(res: Response | Promise<Response>) {
  return ApiErrorSchema.parse(await (await res).json()).error;
}

/** How many mails of this template are queued for this address. */
export async function queuedMailCount(testApp: TestApp, to: string, templateId: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: emailQueue.id })
    .from(emailQueue)
    .where(and(eq(emailQueue.toEmail, to), eq(emailQueue.templateId, templateId)));
  return rows.length;
}
