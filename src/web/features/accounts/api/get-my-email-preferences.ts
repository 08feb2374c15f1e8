// The signed-in user's e-mail preferences.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailPreferences } from '#shared/accounts/email-preferences.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function getMyEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  return callOperation(accountsApi.getMyEmailPreferences, {}, signal);
}

export function myEmailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.emailPreferences(),
    queryFn: ({ signal }) => getMyEmailPreferences(signal),
  });
}

export function useMyEmailPreferences(enabled = true) {
  return useQuery({ ...myEmailPreferencesQueryOptions(), enabled });
}
