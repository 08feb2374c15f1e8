// The signed-in user's e-mail preferences (GET/PUT /api/me/email-preferences).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '#shared/email-preferences.ts';
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

export function useUpdateMyEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<EmailPreferences>) =>
      apiRequest<EmailPreferences>('/api/me/email-preferences', { method: 'PUT', body: changes }),
    onSuccess: (preferences) => queryClient.setQueryData(myEmailPreferencesQueryOptions().queryKey, preferences),
  });
}
