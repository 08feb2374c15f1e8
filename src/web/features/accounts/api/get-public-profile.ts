// A member's public profile: never an e-mail address.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function getPublicProfile(userId: string, signal?: AbortSignal) {
  return callOperation(accountsApi.getPublicProfile, { params: { userId } }, signal);
}

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.publicProfile(userId),
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
