// The real app on a fresh test database, exercised over HTTP with app.request().
import pino from 'pino';
import { createApp } from '../src/server/app.ts';
import { type Config, loadConfig } from '../src/server/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_BASE_URL = 'http://localhost:3999';

export interface TestApp {
  app: ReturnType<typeof createApp>['app'];
  auth: ReturnType<typeof createApp>['auth'];
  database: TestDatabase;
  config: Config;
  /** A request to the app, with JSON helpers; relative paths are resolved against the base URL. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', BASE_URL: TEST_BASE_URL, AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent' }),
    ...overrides,
  };
  const log = pino({ level: 'silent' });
  const { app, auth } = createApp({ database, config, log });
  return {
    app,
    auth,
    database,
    config,
    request: (path, init) => Promise.resolve(app.request(new URL(path, TEST_BASE_URL).toString(), init)),
    close: () => database.destroy(),
  };
}

/** Signs up a user and returns the session cookie to send with requests. */
export async function signUp(testApp: TestApp, email: string, password = 'Passw0rdOk', name = 'Test User') {
  const res = await testApp.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
    body: JSON.stringify({ email, password, name }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const body = (await res.json()) as { user: { id: string } };
  return { cookie, userId: body.user.id };
}
