import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { errorMessageFor, isNotFoundError } from './query-states.tsx';

const apiError = (status: number, code = 'X') => new ApiRequestError(status, code, 'server text');

describe('errorMessageFor', () => {
  it.each([
    [apiError(0, 'NETWORK'), GENERIC_ERROR_MESSAGES.network],
    [apiError(401), GENERIC_ERROR_MESSAGES.auth],
    [apiError(403), GENERIC_ERROR_MESSAGES.permission],
    [apiError(429), GENERIC_ERROR_MESSAGES.rateLimit],
    [apiError(400), GENERIC_ERROR_MESSAGES.validation],
    [apiError(500), GENERIC_ERROR_MESSAGES.unknown],
    [new Error('boom'), GENERIC_ERROR_MESSAGES.unknown],
  ])('%s', (error, message) => {
    expect(errorMessageFor(error)).toBe(message);
  });
});

describe('isNotFoundError', () => {
  it('treats an unknown id (404) and a malformed id (400) as not found', () => {
    expect(isNotFoundError(apiError(404))).toBe(true);
    expect(isNotFoundError(apiError(400))).toBe(true);
    expect(isNotFoundError(apiError(500))).toBe(false);
    expect(isNotFoundError(new Error('x'))).toBe(false);
  });
});
