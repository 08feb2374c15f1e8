// One declaration per API operation (ADR 0025): method, path, the schemas of
// its params, query and body, its answer, its errors and its guard, as data.
// The server mounts each declaration with its handler (lib/operations.ts), which
// enforces the guard and validates the input before the handler runs; the
// OpenAPI document (/api/openapi.json) is generated from the same declarations;
// the web app calls them through callOperation (web/lib/api-client.ts), so a
// path, a method or an answer's type is written once.
import type { AuditTargetType } from './admin/audit.ts';
import type { z } from 'zod';
import type { ApiErrorCode } from './api-error.ts';

/**
 * Who may call an operation, checked by the server before validation and the handler:
 * - `public`: anyone;
 * - `user`: a signed-in user (401 UNAUTHENTICATED otherwise);
 * - `admin`: an admin (401 signed out, 403 FORBIDDEN for other users);
 * - `token`: anyone holding a signed link (unsubscribe), checked by the handler;
 * - `test-secret`: the test-only sign-in, which exists only with TEST_AUTH_SECRET.
 */
export type OperationGuard = 'public' | 'user' | 'admin' | 'token' | 'test-secret';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a non-JSON answer holds; 'websocket' is an upgrade (101). */
export type MediaKind = 'image' | 'audio' | 'calendar' | 'csv' | 'html' | 'css' | 'javascript' | 'websocket';

/** A body sent as raw bytes rather than JSON: a picture, or a speech's audio recording. */
export type RawBodyKind = 'image' | 'audio';

export interface Operation {
  /** The OpenAPI operationId: verb-noun, unique across the API. */
  id: string;
  method: HttpMethod;
  /** The full path, Hono syntax: `/api/debates/:id`. */
  path: string;
  /** The domain it belongs to: the document's tag. */
  tag: string;
  summary: string;
  description?: string;
  guard: OperationGuard;
  /**
   * The rule on the resource itself that the service checks inside its transaction,
   * after the guard (e.g. "the debate's creator or an admin"): it needs the row,
   * locked, so it cannot run before the handler. Shown in the document.
   */
  rule?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body's schema, or 'image' / 'audio' for raw picture or recording bytes. */
  body?: z.ZodType | RawBodyKind;
  /**
   * The JSON body may also come as text/plain: what navigator.sendBeacon sends
   * for a string (a JSON-typed Blob is not sent by every browser).
   */
  acceptsBeaconBody?: true;
  /** The success status; 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /** The JSON answer's schema; absent when the answer is not JSON (see `produces`) or empty (204). */
  response?: z.ZodType;
  /** The answer's media when it is not JSON. */
  produces?: MediaKind;
  /** Error codes the operation itself can answer with, besides the guard's and validation's. */
  errors?: readonly ApiErrorCode[];
  /**
   * An admin may act through this operation on something that is not theirs (a
   * member's debate, a club they do not run): when the caller is an admin, the
   * action and its outcome are written to the audit log (docs/admin.md), on this
   * kind of target, identified by the `id` path parameter.
   */
  adminAudit?: AuditTargetType;
}

/**
 * An operation's method and path alone. Code in the app's first download uses it
 * instead of the declaration, whose schemas would bring zod into that download
 * (ADR 0016); the declaration spreads the route, so the path is written once.
 */
export type OperationRoute = Pick<Operation, 'method' | 'path'>;

/** Declares an operation; the literal types of method, path and schemas are kept for the server and the client. */
export function defineOperation<const Op extends Operation>(operation: Op): Op {
  return operation;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends: the params, query and body before the schemas' defaults and coercions. */
export type OperationRequest<Op extends Operation> = DropUndefined<{
  params: SchemaInput<Op['params']>;
  query: SchemaInput<Op['query']>;
  body: Op['body'] extends RawBodyKind ? Blob : SchemaInput<Op['body']>;
}>;

/** What a handler receives once the input passed its schemas. */
export type OperationInput<Op extends Operation> = {
  params: SchemaOutput<Op['params']>;
  query: SchemaOutput<Op['query']>;
  body: Op['body'] extends RawBodyKind ? Uint8Array : SchemaOutput<Op['body']>;
};

/** The answer's body as the client reads it. */
export type OperationResponse<Op extends Operation> = Op['response'] extends z.ZodType ? z.output<Op['response']> : undefined;

type DropUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] } & {
  [K in keyof T as T[K] extends undefined ? K : never]?: never;
};

/** The path with its `:params` filled in, each encoded as one segment. */
export function operationPath(operation: Pick<Operation, 'path'>, params: Record<string, unknown> = {}): string {
  return operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${operation.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
