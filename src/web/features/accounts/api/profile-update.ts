// Saves the profile form (PATCH /api/me/profile). A taken username comes back as
// 409 with fields.username; the form shows it on the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, UpdateProfileInput } from '#shared/accounts/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ownProfileQueryOptions } from './profile-own.ts';
import { publicProfileQueryOptions } from './profile-public.ts';

export function updateProfile(input: UpdateProfileInput): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/me/profile', { method: 'PATCH', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // A conflict or a refused field will not change on a retry.
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryOptions(profile.id).queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: publicProfileQueryOptions(profile.id).queryKey });
    },
  });
}
