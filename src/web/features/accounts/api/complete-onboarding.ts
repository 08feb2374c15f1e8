// Completes onboarding: the server writes only the
// non-empty fields it is given and marks onboardingCompleted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteOnboardingInput, OwnProfile } from '#shared/accounts/contract.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function completeOnboarding(input: CompleteOnboardingInput): Promise<OwnProfile> {
  return callOperation(accountsApi.completeOnboarding, { body: input });
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
