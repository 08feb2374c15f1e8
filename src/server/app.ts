// The one route table of the server: every URL, and the guard that protects it,
// is visible here. Modules export chained Hono sub-apps; this file mounts them.
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Operation } from '#shared/operation.ts';
import { JWKS_CACHE_MS, MAX_REQUEST_BODY_BYTES } from '#shared/constants.ts';
import { FEATURED_DATA_ELEMENT_ID } from '#shared/admin/content/featured-routes.ts';
import { RECORDING_MAX_BYTES, RECORDING_MESSAGES } from '#shared/training/recording.ts';
import { uploadTrainingRecording } from '#shared/training/review-operations.ts';
import { createAuth } from './auth/auth.ts';
import { keepAuthRedirectsOnSite } from './auth/auth-redirects.ts';
import { authRateLimits } from './auth/auth-rate-limits.ts';
import { withApiErrorShape } from './auth/auth-response.ts';
import { deferBackgroundTasksUntilAnswered } from './auth/background-tasks.ts';
import { proofOfWorkOperations } from './auth/proof-of-work.routes.ts';
import { createSessionReader } from './auth/session-reader.ts';
import { readSessionUser } from './auth/session.ts';
import { createRealtimeHub } from './realtime/realtime-hub.ts';
import type { Config } from './config.ts';
import { eraseAccount } from './db/account-erasure.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AppEnv } from './lib/context.ts';
import { errorBody, toErrorResponse } from './lib/errors.ts';
import { limitRequestBody } from './lib/body-limit.ts';
import { mountOperations } from './lib/operations.ts';
import { requireSameOrigin, UNSAFE_METHODS } from './lib/same-origin.ts';
import { everyRequest, requestLog } from './lib/every-request.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { refuseDisallowedUrlText } from './lib/url-text.ts';
import { outboxRoutes } from './email/outbox.routes.ts';
import { emailOperations } from './email/send-email.routes.ts';
import { accountMail } from './modules/accounts/account-mail.ts';
import { adminOperations } from './modules/admin/admin.routes.ts';
import { cachedFeatured } from './modules/admin/content/featured.service.ts';
import { accountsOperations } from './modules/accounts/accounts.routes.ts';
import { createProfileForUser } from './modules/accounts/accounts.service.ts';
import { testAuthOperations } from './modules/accounts/test-auth.routes.ts';
import { emailPreferencesOperations } from './modules/accounts/email-preferences.routes.ts';
import { analyticsOperations } from './modules/analytics/client-errors.routes.ts';
import { analyticsIngestOperations } from './modules/analytics/ingest.routes.ts';
import { recordServerError } from './modules/analytics/error-reports.service.ts';
import { clubsOperations, myClubsOperations } from './modules/clubs/clubs.routes.ts';
import { registerCommentsChannel } from './modules/comments/comments-channel.ts';
import { registerTournamentChannel } from './modules/tournaments/rounds/rounds-channel.ts';
import { commentsOperations } from './modules/comments/comments.routes.ts';
import { ambassadorsOperations } from './modules/content/ambassadors.routes.ts';
import { contactOperations } from './modules/content/contact.routes.ts';
import { contentOperations } from './modules/content/newsletter.routes.ts';
import { registerDebateChannel } from './modules/debates/debate-room.service.ts';
import { debatesOperations } from './modules/debates/debates.routes.ts';
import { eventsOperations } from './modules/events/events.routes.ts';
import { tournamentsOperations } from './modules/tournaments/tournaments.routes.ts';
import { tournamentRoundsOperations } from './modules/tournaments/rounds/rounds.routes.ts';
import { tournamentTabOperations } from './modules/tournaments/tab/tab.routes.ts';
import { judgingOperations, leaderboardsOperations } from './modules/judging/judging.routes.ts';
import { pushOperations } from './modules/push/push.routes.ts';
import { topicsOperations } from './modules/topics/topics.routes.ts';
import { mountShareRoutes } from './modules/share/share.routes.ts';
import { sharePageMeta } from './modules/share/share-meta.ts';
import { leaderboardPageData } from './modules/judging/leaderboard-page.ts';
import { debatePageData } from './modules/share/debate-page.ts';
import { trainingOperations } from './modules/training/training.routes.ts';
import { trainingReviewOperations } from './modules/training/review.routes.ts';
import { trainingRecordingOperations } from './modules/training/recording.routes.ts';
import { systemOperations } from './modules/system/system.routes.ts';
import { recordAdminActionThroughOperation } from './modules/admin/audit.ts';
import { mountWebApp } from './web-assets.ts';

export interface AppDeps {
  database: DatabaseHandle;
  config: Config;
  log: Logger;
  /** The built web app; omitted in API-only tests. */
  webDistDir?: string;
  startedAt?: number;
  /** True once the process has been told to stop (main.ts): health answers 503 "draining". */
  isDraining?: () => boolean;
}

/** Every operation declared in src/shared/<domain>/operations.ts, with its handler. */
const API_OPERATIONS = [
  ...debatesOperations,
  ...judgingOperations,
  ...leaderboardsOperations,
  ...topicsOperations,
  ...trainingOperations,
  ...trainingReviewOperations,
  ...trainingRecordingOperations,
  ...commentsOperations,
  ...accountsOperations,
  ...emailPreferencesOperations,
  ...proofOfWorkOperations,
  ...analyticsOperations,
  ...analyticsIngestOperations,
  ...contentOperations,
  ...contactOperations,
  ...ambassadorsOperations,
  ...emailOperations,
  ...eventsOperations,
  ...tournamentsOperations,
  ...tournamentRoundsOperations,
  ...tournamentTabOperations,
  ...clubsOperations,
  ...myClubsOperations,
  ...adminOperations,
  ...pushOperations,
];

export function createApp({ database, config, log, webDistDir, startedAt = Date.now(), isDraining = () => false }: AppDeps) {
  const mail = accountMail(database.db);
  const auth = createAuth(database.db, config, {
    onUserCreated: async (user, { viaProvider }) => {
      await createProfileForUser(database.db, user, { viaProvider });
      // Google has confirmed the address already: welcome at once.
      if (viaProvider) await mail.sendWelcomeEmail(user);
    },
    sendVerificationEmail: mail.sendVerificationEmail,
    sendPasswordResetEmail: mail.sendPasswordResetEmail,
    onEmailVerified: mail.sendWelcomeEmail,
    onPasswordChanged: mail.sendPasswordChangedEmail,
    eraseAccount: (user) => database.db.transaction((tx) => eraseAccount(tx, user)),
    onMailFailed: (err) => log.error({ err }, 'account mail could not be queued'),
  });
  const readSession = createSessionReader(database.db, auth, config.authSecret);
  const isHttps = config.baseUrl.startsWith('https://');
  const realtime = createRealtimeHub({
    database,
    log: log.child({ component: 'realtime' }),
    allowedOrigin: new URL(config.baseUrl).origin,
    readUser: (headers) => readSessionUser(readSession, auth, headers),
    trustProxy: config.trustProxy,
  });
  registerDebateChannel(realtime, database.db);
  registerCommentsChannel(realtime, database.db);
  registerTournamentChannel(realtime, database.db);

  const app = new Hono<AppEnv>();
  // A larger body is read to its end (up to a bound) before the 413, so the client gets it (lib/body-limit.ts).
  const bodyLimit = limitRequestBody({ maxBytes: MAX_REQUEST_BODY_BYTES, message: 'Request body is larger than 1 MB' });
  // The one body allowed past 1 MB: a speech recording shared with a reviewer (docs/training.md).
  const recordingBodyLimit = limitRequestBody({ maxBytes: RECORDING_MAX_BYTES, message: RECORDING_MESSAGES.tooLarge });
  const isRecordingUpload = routeMatcher(uploadTrainingRecording);

  app.use(
    everyRequest({
      context: { db: database.db, database, auth, readSession, config, realtime },
      log,
      headers: securityHeaders({ https: isHttps }),
    }),
  );
  // NUL, lone surrogates or broken UTF-8 in the path or query string: 400 before any handler reads them.
  app.use(refuseDisallowedUrlText);
  // Before routing, so every spelling of an auth path counts against the same limit. Only a POST is limited.
  app.post('*', authRateLimits);
  // No redirect from /api/auth leaves the site, whatever Better Auth makes of a return address.
  app.use('/api/auth/*', keepAuthRedirectsOnSite);
  // Account mails start once the answer is out: equal answer times for known and unknown addresses.
  app.use('/api/auth/*', deferBackgroundTasksUntilAnswered);

  app.onError((err, c) =>
    toErrorResponse(err, c, (e) => {
      requestLog(c).error({ err: e }, 'unhandled error');
      // Kept for the admin logs with its request id; never fails the answer (error-reports.service.ts).
      recordServerError(c, e);
    }),
  );

  const api = new Hono<AppEnv>()
    // A request with a body, or one that changes something; a GET or HEAD passes by both.
    .on(UNSAFE_METHODS, '*', (c, next) =>
      isRecordingUpload(c.req.method, c.req.path) ? recordingBodyLimit(c, next) : bodyLimit(c, next),
    )
    .on(UNSAFE_METHODS, '*', requireSameOrigin)
    // The busiest auth call: the common case in one query (auth/session-reader.ts).
    .get('/auth/get-session', async (c) => {
      const fast = c.req.query('disableRefresh') ? 'delegate' : await readSession(c.req.raw.headers);
      if (fast === null) return c.json(null);
      if (fast !== 'delegate') return c.json(fast);
      return withApiErrorShape(await auth.handler(c.req.raw));
    })
    .on(['GET', 'POST'], '/auth/*', async (c) => withApiErrorShape(await auth.handler(c.req.raw)));
  // Test-only sign-in: exists only when TEST_AUTH_SECRET is set; every call needs the secret.
  const testAuth = config.testAuthSecret ? testAuthOperations(config.testAuthSecret) : [];
  const system = systemOperations({
    database,
    auth,
    version: config.version,
    startedAt,
    isDraining,
    documented: () => mounted.map(({ operation }) => operation),
  });
  const mounted = [...system, ...API_OPERATIONS, ...testAuth];
  mountOperations(api, mounted, {
    checkResponses: config.env === 'test',
    recordAdminAction: recordAdminActionThroughOperation,
  });
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404));

  app.route('/api', api);
  // The public keys of the JWTs that /api/auth/token issues (docs/auth.md), for API clients.
  app.get('/.well-known/jwks.json', async (c) => {
    const keys = await auth.handler(new Request(`${config.baseUrl}/api/auth/jwks`));
    return c.body(await keys.text(), keys.status as 200, {
      'Content-Type': 'application/json',
      'Cache-Control': `public, max-age=${JWKS_CACHE_MS / 1000}`,
    });
  });
  app.route('/dev/outbox', outboxRoutes); // development, or admins; only without SMTP
  // Share-card pictures, sitemap.xml and robots.txt (ADR 0037): before the web app's catch-all.
  const shareCards = mountShareRoutes(app);

  if (webDistDir) {
    mountWebApp(app, webDistDir, {
      disabledRouteIds: config.testAuthSecret ? [] : ['test-auth'],
      // Shared links to a debate, club, event or member show its title, facts and card picture.
      loadPageMeta: (route, params) => sharePageMeta(database.db, route, params),
      // The landing page knows its featured list on its first render (docs/admin.md), from this process's copy;
      // a debate's page its debate and room, with its first screen drawn from them (ADR 0046); the
      // leaderboards their board.
      loadPageData: async (route, params, viewer, search) => {
        if (route.id === 'home') return { elementId: FEATURED_DATA_ELEMENT_ID, value: await cachedFeatured(database.db) };
        if (route.id === 'leaderboards') return leaderboardPageData(database.db, search);
        return route.id === 'debate' ? debatePageData(database.db, params.id, viewer) : null;
      },
    });
  }
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));

  return { app, auth, realtime, operations: mounted.map(({ operation }) => operation), shareCards };
}

export type ApiRoutes = ReturnType<typeof createApp>['app'];

/** Whether a request's method and path are an operation's (its `:params` standing for one segment each). */
function routeMatcher(operation: Pick<Operation, 'method' | 'path'>): (method: string, path: string) => boolean {
  const pattern = new RegExp(`^${operation.path.replace(/:\w+/g, '[^/]+')}$`);
  return (method, path) => method === operation.method.toUpperCase() && pattern.test(path);
}
