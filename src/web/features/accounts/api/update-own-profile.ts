// Saves the profile form. A taken username comes back as
// 409 with fields.username; the form shows it on the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, UpdateProfileInput } from '#shared/accounts/contract.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function updateProfile(input: UpdateProfileInput): Promise<OwnProfile> {
  return callOperation(accountsApi.updateOwnProfile, { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // A conflict or a refused field will not change on a retry.
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.ownProfile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.publicProfile(profile.id) });
    },
  });
}
