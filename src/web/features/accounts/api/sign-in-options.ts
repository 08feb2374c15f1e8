// Which sign-in methods this installation offers (GET /api/auth-options):
// Google appears only where it is configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

export interface SignInOptions {
  google: boolean;
}

export function signInOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['auth-options'],
    queryFn: ({ signal }) => apiGet<SignInOptions>('/api/auth-options', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions());
}
