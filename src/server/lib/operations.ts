// Mounting the API's operations (src/shared/operation.ts, ADR 0025). Each module
// pairs its declarations with handlers (`implement`); app.ts mounts them all with
// `mountOperations`, which runs, in order: the guard of the declaration, the
// params, query and body schemas, the handler, and — in tests — the answer's
// schema. A handler receives typed, validated input and returns the answer's
// data (sent as JSON with the declared status) or a finished Response.
import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Operation, OperationInput, OperationResponse } from '#shared/operation.ts';
import { requireAdmin, requireUser } from '../auth/session.ts';
import type { AppEnv, SessionUser } from './context.ts';
import { completeAnswer } from './every-request.ts';
import { parseInput, readValidInput, urlInputOf } from './validate.ts';

type GuardedUser<Op extends Operation> = Op['guard'] extends 'user' | 'admin' ? SessionUser : undefined;

/**
 * An answer whose JSON was written already, by the database (lib/json-sql.ts): sent
 * as it is. `T` is what the text holds, so a handler's answer stays typed by its
 * declaration; in tests it is parsed and checked against the declared schema like any other.
 */
export class JsonText<T> {
  declare readonly holds: T;
  constructor(readonly text: string) {}
}

type OperationAnswer<Op extends Operation> = OperationResponse<Op> | JsonText<OperationResponse<Op>> | Response;

export type OperationHandler<Op extends Operation> = (
  c: Context<AppEnv>,
  input: OperationInput<Op> & { user: GuardedUser<Op> },
) => Promise<OperationAnswer<Op>> | OperationAnswer<Op>;

export interface ImplementedOperation {
  operation: Operation;
  handle: OperationHandler<Operation>;
}

/** Pairs a declaration with its handler; the handler's input and answer are typed by the declaration. */
export function implement<const Op extends Operation>(operation: Op, handle: OperationHandler<Op>): ImplementedOperation {
  return { operation, handle: handle as unknown as OperationHandler<Operation> };
}

function enforceGuard(c: Context<AppEnv>, guard: 'user' | 'admin'): Promise<SessionUser> {
  return guard === 'user' ? requireUser(c) : requireAdmin(c);
}

export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/** The answer as the client will read it (dates become strings), checked against the declaration. */
function checkResponse(operation: Operation, data: unknown): void {
  if (!operation.response) return;
  const sent = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const result = operation.response.safeParse(sent);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new ResponseContractError(`${operation.id} answered outside its response schema: ${issues}`);
  }
}

/**
 * In tests, the names of the headers a handler sets with c.header (or Hono's
 * setCookie). Those reach an answer Hono makes (c.json), not one made with every
 * header in it already (completeAnswer): a handler that answers with data adds
 * its headers with answerHeader.
 */
function watchContextHeaders(c: Context<AppEnv>): string[] {
  const names: string[] = [];
  const setHeader = c.header;
  c.header = (name, value, options) => {
    names.push(name);
    setHeader(name, value, options);
  };
  return names;
}

/** The part of a path below /api, where the API sub-app is mounted. */
export const API_PREFIX = '/api';

/**
 * Mounts the operations on the API sub-app (mounted at /api). With `checkResponses`
 * (tests), every JSON answer is checked against its declared schema and a mismatch
 * fails the request with a 500 and a logged ResponseContractError.
 */
/** Writes an admin's action through an operation that declares `adminAudit` (the admin module's audit log). */
export type AdminActionRecorder = (
  c: Context<AppEnv>,
  actor: SessionUser,
  action: { operation: Operation; targetId: string | null; error: unknown | null },
) => Promise<void>;

export function mountOperations(
  api: Hono<AppEnv>,
  operations: readonly ImplementedOperation[],
  { checkResponses = false, recordAdminAction }: { checkResponses?: boolean; recordAdminAction?: AdminActionRecorder } = {},
): void {
  for (const { operation, handle } of operations) {
    if (!operation.path.startsWith(`${API_PREFIX}/`)) throw new Error(`${operation.id}: path must start with ${API_PREFIX}/`);
    api.on(operation.method.toUpperCase(), operation.path.slice(API_PREFIX.length), async (c) => {
      // Each await is a turn of the event loop's microtasks: a public GET list takes none before its handler.
      const user = operation.guard === 'user' || operation.guard === 'admin' ? await enforceGuard(c, operation.guard) : undefined;
      const params = operation.params ? parseInput(urlInputOf(c, 'param'), operation.params) : undefined;
      const query = operation.query ? parseInput(urlInputOf(c, 'query'), operation.query) : undefined;
      let body: unknown;
      if (operation.body === 'image' || operation.body === 'audio') body = new Uint8Array(await c.req.arrayBuffer());
      else if (operation.body)
        body = await readValidInput(c, 'json', operation.body, { acceptsText: operation.acceptsBeaconBody });
      const input = { params, query, body, user } as Parameters<typeof handle>[1];
      const contextHeaders = checkResponses ? watchContextHeaders(c) : [];
      const auditedAdmin = operation.adminAudit && recordAdminAction && user?.role === 'admin' ? user : null;
      const result =
        auditedAdmin && recordAdminAction
          ? await handleAudited(c, auditedAdmin, operation, params, () => handle(c, input), recordAdminAction)
          : await handle(c, input);
      if (result instanceof Response) return result;
      const isText = result instanceof JsonText;
      if (checkResponses) {
        checkResponse(operation, isText ? JSON.parse(result.text) : result);
        if (contextHeaders.length > 0) {
          throw new ResponseContractError(
            `${operation.id} set ${contextHeaders.join(', ')} with c.header, which its answer leaves out: use answerHeader`,
          );
        }
      }
      if (operation.status === 204) return completeAnswer(c, null, 204, null);
      return jsonAnswer(c, isText ? result.text : JSON.stringify(result), operation.status ?? 200);
    });
  }
}

/** An admin acting through a member's operation: the outcome goes to the audit log, failures too. */
async function handleAudited<T>(
  c: Context<AppEnv>,
  actor: SessionUser,
  operation: Operation,
  params: unknown,
  run: () => Promise<T> | T,
  record: AdminActionRecorder,
): Promise<T> {
  const id = (params as { id?: unknown } | undefined)?.id;
  const action = { operation, targetId: typeof id === 'string' ? id : null };
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await record(c, actor, { ...action, error });
    throw error;
  }
  await record(c, actor, { ...action, error: null });
  return result;
}

/** Bodies under this size go out as they are (the compress middleware's threshold). */
const GZIP_MIN_BYTES = 1024;

/** Whether the client takes gzip: named with a q above 0, or a wildcard above 0 without naming it. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const gzip = accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*');
  return (gzip?.q ?? 0) > 0;
}

/**
 * An operation's JSON, gzipped here when the client takes it: zlib on the string
 * costs a fraction of the compress middleware's web streams, which the lists
 * benchmark measured at about 1 ms of CPU per request (ADR 0030). It leaves with
 * every header of the request already in it (lib/every-request.ts).
 */
function jsonAnswer(c: Context<AppEnv>, text: string, status: ContentfulStatusCode) {
  if (text.length >= GZIP_MIN_BYTES && c.req.method !== 'HEAD' && acceptsGzip(c.req.header('accept-encoding'))) {
    return completeAnswer(c, gzipSync(text), status, 'application/json', 'gzip');
  }
  return completeAnswer(c, text, status, 'application/json');
}
