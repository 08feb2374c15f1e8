// Changes the signed-in user's e-mail preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '#shared/accounts/email-preferences.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { myEmailPreferencesQueryOptions } from './get-my-email-preferences.ts';

export function updateMyEmailPreferences(changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  return callOperation(accountsApi.updateMyEmailPreferences, { body: changes });
}

/** Saves a change at once and shows it right away; a failed save puts the old value back. */
export function useUpdateMyEmailPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = myEmailPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateMyEmailPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(queryKey, preferences),
  });
}
