// Uploads a profile picture (PUT /api/me/avatar): the raw image bytes, whose
// type the server reads from the bytes. Pictures are scaled down in the browser
// first (components/profile-image.ts), so a large photo still fits the limit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '#shared/api-error.ts';
import type { OwnProfile } from '#shared/accounts.ts';
import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { ownProfileQueryOptions } from './profile-own.ts';

export async function uploadAvatar(image: Blob): Promise<OwnProfile> {
  let response: Response;
  try {
    response = await fetch('/api/me/avatar', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': image.type || 'application/octet-stream' },
      body: image,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'Failed to fetch');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiRequestError(
      response.status,
      body?.error.code ?? 'HTTP_ERROR',
      body?.error.message ?? response.statusText,
      body?.error.fields,
    );
  }
  return (await response.json()) as OwnProfile;
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
