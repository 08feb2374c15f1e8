// Talks to our API through the operations' declarations (src/shared/<domain>/operations.ts):
// JSON requests, and raw image uploads. Every non-2xx answer
// becomes an ApiRequestError carrying the server's { error: { code, message, fields } };
// network failures become code NETWORK. Times out after REQUEST_TIMEOUT_MS (spec section 9).
import type { ApiError } from '#shared/api-error.ts';
import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';
import { isAnalyticsTurnedOff } from '#web/lib/analytics-switch.ts';
import {
  type Operation,
  type OperationRequest,
  type OperationResponse,
  type OperationRoute,
  operationPath,
} from '#shared/operation.ts';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string[]>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type QueryValue = string | number | boolean | undefined | null;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Every request's headers; a visitor who turned statistics off in Settings says so,
 * so the server records no event for their actions either (server/lib/analytics-consent.ts).
 */
function requestHeaders(contentType: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (isAnalyticsTurnedOff()) headers['x-sdc-no-analytics'] = '1';
  return headers;
}

/** The one place that calls fetch: timeout, NETWORK on a failed connection, ApiRequestError on a non-2xx answer. */
async function send<T>(
  url: string,
  init: { method: string; contentType?: string; body?: BodyInit; signal?: AbortSignal },
): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      credentials: 'same-origin',
      headers: requestHeaders(init.contentType),
      body: init.body,
      signal,
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new ApiRequestError(0, 'NETWORK', 'Failed to fetch');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiRequestError(
      response.status,
      body?.error.code ?? 'HTTP_ERROR',
      body?.error.message ?? response.statusText,
      body?.error.fields,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function apiRequest<T>(
  path: string,
  init: { method?: string; query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const hasBody = init.body !== undefined;
  return send<T>(buildUrl(path, init.query), {
    method: init.method ?? 'GET',
    contentType: hasBody ? 'application/json' : undefined,
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
}

/**
 * Calls an API operation by its declaration (src/shared/<domain>/operations.ts):
 * the path, method and answer type come from there, never from a literal here.
 * The input is sent as is; the server validates it against the same schemas.
 */
export function callOperation<Op extends Operation>(
  operation: Op,
  request: OperationRequest<Op>,
  signal?: AbortSignal,
): Promise<OperationResponse<Op>> {
  return callRoute<Op>(operation, request, signal);
}

/**
 * The same call from an operation's route alone (OperationRoute), typed by its
 * declaration through `typeof`: for the app shell's first download, which must
 * not load the declaration's schemas (ADR 0016).
 */
export function callRoute<Op extends Operation>(
  route: Pick<Op, 'method' | 'path' | 'body'> | OperationRoute,
  request: OperationRequest<Op>,
  signal?: AbortSignal,
): Promise<OperationResponse<Op>> {
  const { params, query, body } = request as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const path = operationPath(route, params);
  if ('body' in route && (route.body === 'image' || route.body === 'audio')) {
    const raw = body as Blob;
    return send(buildUrl(path, query as Record<string, QueryValue> | undefined), {
      method: route.method.toUpperCase(),
      contentType: raw.type || 'application/octet-stream',
      body: raw,
      signal,
    });
  }
  return apiRequest(path, {
    method: route.method.toUpperCase(),
    query: query as Record<string, QueryValue> | undefined,
    body,
    signal,
  });
}
