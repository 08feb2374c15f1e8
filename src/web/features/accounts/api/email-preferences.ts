// The signed-in user's e-mail preferences (GET/PUT /api/me/email-preferences).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '#shared/accounts/email-preferences.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export function myEmailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'email-preferences'],
    queryFn: ({ signal }) => apiGet<EmailPreferences>('/api/me/email-preferences', undefined, signal),
  });
}

export function useMyEmailPreferences(enabled = true) {
  return useQuery({ ...myEmailPreferencesQueryOptions(), enabled });
}

/** Saves a change at once and shows it right away; a failed save puts the old value back. */
export function useUpdateMyEmailPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = myEmailPreferencesQueryOptions();
  return useMutation({
    mutationFn: (changes: Partial<EmailPreferences>) =>
      apiRequest<EmailPreferences>('/api/me/email-preferences', { method: 'PUT', body: changes }),
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
