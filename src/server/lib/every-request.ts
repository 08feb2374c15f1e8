// What every request goes through around its route, in one middleware: its id,
// its context and logger, the visitor's statistics choice, the security headers
// and compression of its answer, and its log line. One layer instead of seven: the
// lists benchmark measured each layer's await and each header written into a web
// Headers object at the end of a request (ADR 0049).
//
// An operation's JSON (lib/operations.ts) is answered with `completeAnswer`:
// every header is in the answer when it is made, as a plain record, and the work
// after the route leaves that answer alone. Any other answer (a page, an asset,
// Better Auth's, an error) gets the headers it lacks and compression afterwards.
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { runHonouringAnalyticsChoice } from './analytics-consent.ts';
import type { AppEnv } from './context.ts';

/** The app-wide values every handler reads with c.get. */
export type RequestContext = Pick<AppEnv['Variables'], 'db' | 'database' | 'auth' | 'readSession' | 'config' | 'realtime'>;

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_MAX_LENGTH = 255;
/** A client's own request id is kept when it is this plain (Hono's requestId rule). */
const PLAIN_REQUEST_ID = /^[\w\-=]+$/;

export function everyRequest({
  context,
  log,
  headers,
}: {
  context: RequestContext;
  log: Logger;
  /** The headers of every answer (lib/security-headers.ts). */
  headers: Readonly<Record<string, string>>;
}): MiddlewareHandler<AppEnv> {
  // Caches keep a compressed and a plain copy apart, even for a client that asked for no encoding.
  const base: Readonly<Record<string, string>> = Object.freeze({ ...headers, vary: 'Accept-Encoding' });
  const compressOthers = compress();
  const afterRoute = async () => {};
  return async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId =
      given && given.length <= REQUEST_ID_MAX_LENGTH && PLAIN_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('db', context.db);
    c.set('database', context.database);
    c.set('auth', context.auth);
    c.set('readSession', context.readSession);
    c.set('config', context.config);
    c.set('realtime', context.realtime);
    c.set('log', log);
    c.set('sessionUser', undefined);
    c.set('answerHeaders', base);
    const started = performance.now();

    await (c.req.path.startsWith('/api/') ? runHonouringAnalyticsChoice((name) => c.req.header(name), next) : next());

    if (c.res !== c.get('completeAnswer')) {
      await compressOthers(c, afterRoute);
      // A header the route set itself wins: uploaded pictures answer with their own, stricter CSP.
      const sent = c.res.headers;
      for (const name in base) if (!sent.has(name)) sent.set(name, base[name] as string);
      if (!sent.has(REQUEST_ID_HEADER)) sent.set(REQUEST_ID_HEADER, requestId);
      const added = c.get('addedHeaders');
      for (const name in added) if (!sent.has(name)) sent.set(name, added[name] as string);
    }
    // Path only: query strings can carry tokens (unsubscribe, reset links).
    log.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}

/**
 * The request's logger: its lines carry the request id. Made when a handler first logs,
 * not for every request: a pino child writes its bindings out when it is made.
 */
export function requestLog(c: Context<AppEnv>): Logger {
  const requestId = c.get('requestId');
  return requestId ? c.get('log').child({ reqId: requestId }) : c.get('log');
}

/**
 * Adds a header to this request's answer, whichever way the answer is made (a
 * handler's Cache-Control). An operation's handler sets headers only this way:
 * completeAnswer does not see c.header's.
 */
export function answerHeader(c: Context<AppEnv>, name: string, value: string): void {
  if (!c.get('answerHeaders')) {
    c.header(name, value);
    return;
  }
  const added = c.get('addedHeaders') ?? {};
  added[name.toLowerCase()] = value;
  c.set('addedHeaders', added);
}

/**
 * The answer with every header of the request in it: sent as it is. Its headers
 * are one object literal, written whole: adding properties to a copy of the
 * common headers made V8 give it a slow shape, measured at 2 µs a request.
 * Outside everyRequest (a sub-app tested alone) it is Hono's own answer.
 */
export function completeAnswer(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: ContentfulStatusCode | 204,
  contentType: string | null,
  contentEncoding?: 'gzip',
): Response {
  const common = c.get('answerHeaders');
  const requestId = c.get('requestId');
  if (!common) {
    const own: Record<string, string> = {};
    if (contentType) own['content-type'] = contentType;
    if (contentEncoding) own['content-encoding'] = contentEncoding;
    return status === 204 || body === null ? c.body(null, status, own) : c.body(body, status, own);
  }
  const headers: Record<string, string> =
    contentType === null
      ? { ...common, 'x-request-id': requestId }
      : contentEncoding
        ? { 'content-type': contentType, 'content-encoding': contentEncoding, ...common, 'x-request-id': requestId }
        : { 'content-type': contentType, ...common, 'x-request-id': requestId };
  const added = c.get('addedHeaders');
  if (added) Object.assign(headers, added);
  const answer = new Response(body, { status, headers });
  c.set('completeAnswer', answer);
  return answer;
}
