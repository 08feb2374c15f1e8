// Removes the profile picture (DELETE /api/me/avatar): an uploaded one is
// deleted, a linked one forgotten.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ownProfileQueryOptions } from './profile-own.ts';

export function removeAvatar(): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/me/avatar', { method: 'DELETE' });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryOptions(profile.id).queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['users', profile.id] });
    },
  });
}
