// Uploads a profile picture: the raw image bytes, whose
// type the server reads from the bytes. Pictures are scaled down in the browser
// first (lib/image-scale.ts), so a large photo still fits the limit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { accountKeys } from './accounts-keys.ts';

export function uploadAvatar(image: Blob): Promise<OwnProfile> {
  return callOperation(accountsApi.uploadOwnAvatar, { body: image });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.ownProfile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.publicProfile(profile.id) });
    },
  });
}
