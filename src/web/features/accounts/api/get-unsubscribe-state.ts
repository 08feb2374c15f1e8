// What an unsubscribe link from an e-mail may still turn off, read with its
// signed token, without signing in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function getUnsubscribeState(token: string, signal?: AbortSignal) {
  return callOperation(accountsApi.getUnsubscribeState, { query: { token } }, signal);
}

export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountKeys.unsubscribe(token),
    queryFn: ({ signal }) => getUnsubscribeState(token, signal),
  });
}

export function useUnsubscribeState(token: string) {
  return useQuery({ ...unsubscribeQueryOptions(token), enabled: token.length > 0 });
}
