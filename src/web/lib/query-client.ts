// TanStack Query with the cache rules of spec section 9: stale after 5 min,
// collected after 10 min, no refetch on focus, refetch on reconnect, up to 3
// retries with exponential delay (1 s doubling, max 30 s) but none for 4xx;
// mutations retry once after 1 s.
import { QueryClient } from '@tanstack/react-query';
import {
  MUTATION_RETRIES,
  MUTATION_RETRY_DELAY_MS,
  QUERY_GC_MS,
  QUERY_MAX_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
  QUERY_STALE_MS,
} from '#shared/constants.ts';
import { ApiRequestError } from './api-client.ts';

const isClientError = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_MAX_RETRIES;
}

export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < MUTATION_RETRIES,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
}
