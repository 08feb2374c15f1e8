// One application error class; every 4xx/5xx leaves the API as
// { error: { code, message, fields? } } (src/shared/api-error.ts).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { API_ERROR_STATUS, type ApiError, type ApiErrorCode } from '#shared/api-error.ts';
import { GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';
import { ruleViolationMessage } from './sql.ts';

export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string[]>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { fields?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  get status(): ContentfulStatusCode {
    return API_ERROR_STATUS[this.code] as ContentfulStatusCode;
  }
}

export function notFound(what = 'Resource'): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}

/** A zod failure (or its issues) as VALIDATION_FAILED with the messages of each field, each message once. */
export function validationError(error: z.ZodError | readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of Array.isArray(error) ? error : (error as z.ZodError).issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const messages = (fields[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return new AppError('VALIDATION_FAILED', GENERIC_ERROR_MESSAGES.validation, { fields });
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string[]>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Turns anything thrown by a handler into the JSON error shape. */
export function toErrorResponse(err: unknown, c: Context, onUnexpected: (err: unknown) => void): Response {
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    const message = /malformed json/i.test(err.message) ? 'Malformed JSON in request body' : err.message || code;
    return c.json(
      errorBody(/malformed json/i.test(err.message) ? 'INVALID_JSON' : code, message),
      status as ContentfulStatusCode,
    );
  }
  const rule = ruleViolationMessage(err);
  if (rule) return c.json(errorBody('CONFLICT', rule), 409);
  onUnexpected(err);
  return c.json(errorBody('INTERNAL', GENERIC_ERROR_MESSAGES.unknown), 500);
}
