// Completes onboarding (POST /api/me/onboarding): the server writes only the
// non-empty fields it is given and marks onboarding_completed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteOnboardingInput, OwnProfile } from '#shared/accounts/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ownProfileQueryOptions } from './profile-own.ts';

export function completeOnboarding(input: CompleteOnboardingInput): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/me/onboarding', { method: 'POST', body: input });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryOptions(profile.id).queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['users', profile.id] });
    },
  });
}
