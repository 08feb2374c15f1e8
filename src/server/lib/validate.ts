// Request validation with the shared zod contracts. Failures become
// VALIDATION_FAILED (400) with per-field messages; a JSON body sent with another
// content type is refused with 415 rather than validated as empty.
import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError, validationError } from './errors.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

function zodValidator<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return validator(target, (value, c) => {
    // Hono skips parsing a body whose content type is not JSON; refuse it here
    // rather than validating it as an empty object.
    if (target === 'json') {
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
      if (!JSON_MEDIA_TYPE.test(mediaType)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON (Content-Type: application/json)');
      }
    }
    const result = schema.safeParse(value);
    if (!result.success) throw validationError(result.error);
    return result.data as z.output<Schema>;
  });
}

export function validateJson<Schema extends z.ZodType>(schema: Schema) {
  return zodValidator('json', schema);
}

/** Validates the query string; schemas should be strict so unknown parameters are refused. */
export function validateQuery<Schema extends z.ZodType>(schema: Schema) {
  return zodValidator('query', schema);
}

export function validateParams<Schema extends z.ZodType>(schema: Schema) {
  return zodValidator('param', schema);
}
