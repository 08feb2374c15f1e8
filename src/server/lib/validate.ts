// Request validation with the shared zod contracts. Failures become
// VALIDATION_FAILED (400) with per-field messages; a JSON body sent with another
// content type is refused with 415 rather than validated as empty. Every string
// of the input is also checked for NUL and lone surrogates, whatever the schema
// says (the contracts check them too: docs/architecture.md "Text at the boundary").
import type { Context } from 'hono';
import type { z } from 'zod';
import { findDisallowedText, TEXT_MESSAGES } from '#shared/text.ts';
import { AppError, validationError } from './errors.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The request's value for a target, read as Hono's validator reads it. */
/** The route's params, or the query string: a parameter given once as a string, given more often as an array. */
export function urlInputOf(c: Context, target: 'query' | 'param'): unknown {
  if (target === 'param') return c.req.param();
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
}

async function readTarget(c: Context, target: 'json' | 'query' | 'param', acceptsText = false): Promise<unknown> {
  if (target !== 'json') return urlInputOf(c, target);
  // Hono would skip a body whose content type is not JSON; refuse it rather than
  // validate it as an empty object.
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  // navigator.sendBeacon sends a string as text/plain; operations that take beacons read it as JSON.
  const isBeaconText = acceptsText && /^text\/plain$/i.test(mediaType);
  if (!JSON_MEDIA_TYPE.test(mediaType) && !isBeaconText) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON (Content-Type: application/json)');
  }
  try {
    return await c.req.json();
  } catch {
    throw new AppError('INVALID_JSON', 'Malformed JSON in request body');
  }
}

/** Checks a value against a contract: VALIDATION_FAILED with every field's messages, text PostgreSQL refuses included. */
export function parseInput<Schema extends z.ZodType>(value: unknown, schema: Schema): z.output<Schema> {
  const disallowed = findDisallowedText(value).map((path) => ({ path, message: TEXT_MESSAGES.disallowedCharacters }));
  const result = schema.safeParse(value);
  if (!result.success || disallowed.length > 0) throw validationError([...disallowed, ...(result.error?.issues ?? [])]);
  return result.data as z.output<Schema>;
}

/** Reads and validates one part of the request (route params, query string or JSON body). */
export async function readValidInput<Schema extends z.ZodType>(
  c: Context,
  target: 'json' | 'query' | 'param',
  schema: Schema,
  { acceptsText = false }: { acceptsText?: boolean } = {},
): Promise<z.output<Schema>> {
  return parseInput(await readTarget(c, target, acceptsText), schema);
}

/**
 * For bodies no contract of ours validates (Better Auth's endpoints): a JSON
 * body with NUL or lone surrogates in any string gets the same 400 as ours,
 * before a rate-limit key or PostgreSQL would meet it.
 */
export async function assertStorableJsonBody(request: Request): Promise<void> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) return;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const disallowed = findDisallowedText(body).map((path) => ({ path, message: TEXT_MESSAGES.disallowedCharacters }));
  if (disallowed.length > 0) throw validationError(disallowed);
}
