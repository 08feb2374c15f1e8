// Global setup of the browser tests: pick the built web app and build the
// server bundle `npm start` runs (see support/builds.ts), start that server on a free 127.0.0.1 port with a
// fresh PGlite data directory (demo content seeded), sign the demo admin and
// member in once and save their sessions, fetch ids of demo records, and hand the URL to the workers
// through the environment. The returned function is the teardown: stop the
// server and delete the temporary directory.
import path from 'node:path';
import { request } from '@playwright/test';
import { DEMO_USERS, type DemoUserKey, E2E_TEST_AUTH_SECRET, signInViaApi } from './support/auth.ts';
import { fetchDemoIds } from './support/paths.ts';
import { startOidcProvider } from '../tests/oidc-provider.ts';
import { findFreePort, LOOPBACK, makeTempDir, removeDir, startServer } from './support/server.ts';
import { buildServerBundle, resolveWebDist } from './support/builds.ts';

export default async function globalSetup() {
  const web = resolveWebDist();
  const workDir = makeTempDir('sdc-e2e-');
  const stateDir = path.join(workDir, 'state');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let google: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
  let bundle: ReturnType<typeof buildServerBundle> | undefined;
  const teardown = async () => {
    await server?.stop();
    await google?.stop();
    if (bundle) removeDir(bundle.dir);
    if (process.env.E2E_KEEP_DATA !== '1') removeDir(workDir);
  };
  try {
    // A real OpenID provider on loopback stands in for Google; it must know our callback URL, so the port comes first.
    const port = await findFreePort();
    google = await startOidcProvider({ redirectUris: [`http://${LOOPBACK}:${port}/api/auth/callback/google`] });
    bundle = buildServerBundle('e2e');
    // Specs that start servers of their own run the same bundle.
    process.env.E2E_SERVER_ENTRY = bundle.entry;
    server = await startServer({
      entry: bundle.entry,
      port,
      webDistDir: web.dir,
      dataDir: path.join(workDir, 'data'),
      logFile: path.join(workDir, 'server.log'),
      readyTimeoutMs: 90_000,
      // Shuts the server down if this runner dies without running the teardown.
      preload: [path.join(import.meta.dirname, 'support', 'exit-with-parent.mjs')],
      // TRUST_PROXY: journeys that exercise rate limits name a client address of their own.
      extraEnv: {
        E2E_WORK_DIR: workDir,
        TEST_AUTH_SECRET: E2E_TEST_AUTH_SECRET,
        TRUST_PROXY: 'true',
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      },
    });
    console.log(
      `[e2e] server ${server.baseUrl} ready in ${(server.readyAfterMs / 1000).toFixed(1)} s; web app ${web.dir}${
        web.built ? ' (built now)' : ''
      }`,
    );
    process.env.E2E_BASE_URL = server.baseUrl;
    process.env.E2E_STATE_DIR = stateDir;
    process.env.E2E_SERVER_LOG = server.logFile;
    process.env.E2E_IDS = JSON.stringify(await fetchDemoIds(server.baseUrl));

    for (const key of Object.keys(DEMO_USERS) as DemoUserKey[]) {
      const context = await request.newContext({ baseURL: server.baseUrl });
      await signInViaApi(context, server.baseUrl, DEMO_USERS[key].email);
      await context.storageState({ path: path.join(stateDir, `${key}.json`) });
      await context.dispose();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
