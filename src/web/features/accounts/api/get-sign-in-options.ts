// Which sign-in methods this installation offers: Google appears only where it
// is configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function getSignInOptions(signal?: AbortSignal) {
  return callOperation(accountsApi.getSignInOptions, {}, signal);
}

export function signInOptionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.signInOptions,
    queryFn: ({ signal }) => getSignInOptions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions());
}
