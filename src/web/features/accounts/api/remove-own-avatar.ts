// Removes the profile picture: an uploaded one is deleted, a linked one forgotten.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function removeAvatar(): Promise<OwnProfile> {
  return callOperation(accountsApi.removeOwnAvatar, {});
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.ownProfile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.publicProfile(profile.id) });
    },
  });
}
