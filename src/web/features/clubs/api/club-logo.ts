// Uploads or removes a club's logo (PUT/DELETE /api/clubs/:id/logo): the raw
// image bytes, whose type the server reads from the bytes (never SVG). Logos are
// scaled down in the browser first (lib/image-scale.ts), so a large photo still fits.
import { apiPutImage, apiRequest } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './club-mutation.ts';

const logoPath = (id: string) => `/api/clubs/${encodeURIComponent(id)}/logo`;

export function uploadClubLogo(id: string, image: Blob): Promise<ClubDetail> {
  return apiPutImage<ClubDetail>(logoPath(id), image);
}

export function removeClubLogo(id: string): Promise<ClubDetail> {
  return apiRequest<ClubDetail>(logoPath(id), { method: 'DELETE' });
}

export const useUploadClubLogo = (id: string) => useClubMutation(id, (image: Blob) => uploadClubLogo(id, image));
export const useRemoveClubLogo = (id: string) => useClubMutation(id, () => removeClubLogo(id));
