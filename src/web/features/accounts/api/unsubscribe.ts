// Unsubscribing with the signed token from an e-mail link, without signing in.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailCategory } from '#shared/email/contract.ts';
import type { EmailPreferences } from '#shared/accounts/email-preferences.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export interface UnsubscribeState {
  email: string;
  /** The category the link was for, or 'all'. */
  scope: EmailCategory | 'all';
  preferences: EmailPreferences;
}

export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => apiGet<UnsubscribeState>('/api/email-preferences/unsubscribe', { token }, signal),
  });
}

export function useUnsubscribeState(token: string) {
  return useQuery({ ...unsubscribeQueryOptions(token), enabled: token.length > 0 });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unsubscribe: EmailCategory[] | 'all') =>
      apiRequest<UnsubscribeState>('/api/email-preferences/unsubscribe', { method: 'POST', body: { token, unsubscribe } }),
    onSuccess: (state) => queryClient.setQueryData(unsubscribeQueryOptions(token).queryKey, state),
  });
}
