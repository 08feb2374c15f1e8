// Unsubscribing with the signed token from an e-mail link, without signing in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as accountsApi from '#shared/accounts/operations.ts';
import type { EmailPreferenceKey } from '#shared/email/contract.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { unsubscribeQueryOptions } from './get-unsubscribe-state.ts';

export function unsubscribeWithToken(token: string, unsubscribe: EmailPreferenceKey[] | 'all') {
  return callOperation(accountsApi.unsubscribeWithToken, { body: { token, unsubscribe } });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unsubscribe: EmailPreferenceKey[] | 'all') => unsubscribeWithToken(token, unsubscribe),
    onSuccess: (state) => queryClient.setQueryData(unsubscribeQueryOptions(token).queryKey, state),
  });
}
