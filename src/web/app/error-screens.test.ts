import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { routeErrorDetails } from './error-screens.tsx';

describe('routeErrorDetails', () => {
  it('defaults to status 500 with the error message', () => {
    expect(routeErrorDetails(new Error('Cannot read properties of undefined'))).toEqual({
      status: 500,
      text: 'Cannot read properties of undefined',
    });
  });

  it('uses an HTTP status and status text when the error has them', () => {
    expect(routeErrorDetails({ status: 404, statusText: 'Not Found' })).toEqual({ status: 404, text: 'Not Found' });
    expect(routeErrorDetails(new ApiRequestError(403, 'FORBIDDEN', 'Not yours'))).toEqual({ status: 403, text: 'Not yours' });
  });

  it('keeps 500 for a network failure (status 0) and for thrown non-errors', () => {
    expect(routeErrorDetails(new ApiRequestError(0, 'NETWORK', 'Failed to fetch')).status).toBe(500);
    expect(routeErrorDetails(undefined)).toEqual({ status: 500, text: 'Unknown error' });
  });
});
