// Saves one onboarding step as it is left: its answers go onto the profile and
// the step to resume at is remembered, so the flow picks up there after a
// reload, later, or on another device.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, SaveOnboardingProgressInput } from '#shared/accounts/contract.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function saveOnboardingProgress(input: SaveOnboardingProgressInput): Promise<OwnProfile> {
  return callOperation(accountsApi.saveOnboardingProgress, { body: input });
}

export function useSaveOnboardingProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProgress,
    // The step stays on screen with its message; Continue or Skip again is the retry.
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.ownProfile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.publicProfile(profile.id) });
    },
  });
}
