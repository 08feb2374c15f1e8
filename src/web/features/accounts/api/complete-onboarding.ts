// Completes onboarding: the server writes only the
// non-empty fields it is given and marks onboardingCompleted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteOnboardingInput, OwnProfile } from '#shared/accounts/contract.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { track } from '#web/lib/analytics.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export async function completeOnboarding(input: CompleteOnboardingInput): Promise<OwnProfile> {
  const profile = await callOperation(accountsApi.completeOnboarding, { body: input });
  track('onboarding_completed', { steps_completed: input.stepsCompleted ?? 0 });
  return profile;
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.ownProfile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.publicProfile(profile.id) });
    },
  });
}
