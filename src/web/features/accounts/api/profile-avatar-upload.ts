// Uploads a profile picture (PUT /api/me/avatar): the raw image bytes, whose
// type the server reads from the bytes. Pictures are scaled down in the browser
// first (lib/image-scale.ts), so a large photo still fits the limit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { apiPutImage } from '#web/lib/api-client.ts';
import { ownProfileQueryOptions } from './profile-own.ts';

export function uploadAvatar(image: Blob): Promise<OwnProfile> {
  return apiPutImage<OwnProfile>('/api/me/avatar', image);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryOptions(profile.id).queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['users', profile.id] });
    },
  });
}
