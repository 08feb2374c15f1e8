// Uploads or removes a club's logo (PUT/DELETE /api/clubs/:id/logo): the raw
// image bytes, whose type the server reads from the bytes (never SVG).
import type { ApiError } from '#shared/api-error.ts';
import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';
import { ApiRequestError, apiRequest } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './club-mutation.ts';

export async function uploadClubLogo(id: string, image: Blob): Promise<ClubDetail> {
  let response: Response;
  try {
    response = await fetch(`/api/clubs/${encodeURIComponent(id)}/logo`, {
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
  return (await response.json()) as ClubDetail;
}

export function removeClubLogo(id: string): Promise<ClubDetail> {
  return apiRequest<ClubDetail>(`/api/clubs/${encodeURIComponent(id)}/logo`, { method: 'DELETE' });
}

export const useUploadClubLogo = (id: string) => useClubMutation(id, (image: Blob) => uploadClubLogo(id, image));
export const useRemoveClubLogo = (id: string) => useClubMutation(id, () => removeClubLogo(id));
