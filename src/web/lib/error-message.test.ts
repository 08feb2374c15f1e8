import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';
import { ApiRequestError } from './api-client.ts';
import { genericErrorMessage } from './error-message.ts';

describe('genericErrorMessage', () => {
  it.each([
    [new ApiRequestError(0, 'NETWORK', 'Failed to fetch'), GENERIC_ERROR_MESSAGES.network],
    [new ApiRequestError(401, 'UNAUTHENTICATED', 'Sign in first'), GENERIC_ERROR_MESSAGES.auth],
    [new ApiRequestError(403, 'FORBIDDEN', 'Nope'), GENERIC_ERROR_MESSAGES.permission],
    [new ApiRequestError(400, 'VALIDATION_FAILED', 'Bad'), GENERIC_ERROR_MESSAGES.validation],
    [new ApiRequestError(429, 'RATE_LIMITED', 'Slow down'), GENERIC_ERROR_MESSAGES.rateLimit],
    [new ApiRequestError(500, 'INTERNAL', 'Boom'), GENERIC_ERROR_MESSAGES.unknown],
  ])('maps API error %s by its code', (error, message) => {
    expect(genericErrorMessage(error)).toBe(message);
  });

  it.each([
    ['TypeError: Failed to fetch', GENERIC_ERROR_MESSAGES.network],
    ['Unauthorized', GENERIC_ERROR_MESSAGES.auth],
    ['Forbidden resource', GENERIC_ERROR_MESSAGES.permission],
    ['Invalid input', GENERIC_ERROR_MESSAGES.validation],
    ['Too many requests', GENERIC_ERROR_MESSAGES.rateLimit],
    ['Kaboom', GENERIC_ERROR_MESSAGES.unknown],
  ])('maps "%s" by its text', (text, message) => {
    expect(genericErrorMessage(new Error(text))).toBe(message);
  });

  it('falls back for values that are not errors', () => {
    expect(genericErrorMessage(undefined)).toBe(GENERIC_ERROR_MESSAGES.unknown);
  });
});
