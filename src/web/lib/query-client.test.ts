import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { queryRetryDelay, shouldRetryQuery } from './query-client.ts';

describe('query retries (spec section 9)', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetryQuery(0, new ApiRequestError(404, 'NOT_FOUND', 'x'))).toBe(false);
  });

  it('retries other failures up to 3 times', () => {
    const error = new ApiRequestError(503, 'UNAVAILABLE', 'x');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
  });

  it('waits 1 s doubling, at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});
