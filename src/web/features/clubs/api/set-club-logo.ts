// Uploads a club's logo: the raw image bytes, whose type the server reads from
// the bytes (never SVG). Logos are scaled down in the browser first
// (lib/image-scale.ts), so a large photo still fits.
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './clubs-keys.ts';

export function uploadClubLogo(id: string, image: Blob): Promise<ClubDetail> {
  return callOperation(clubsApi.setClubLogo, { params: { id }, body: image });
}

export const useUploadClubLogo = (id: string) => useClubMutation(id, (image: Blob) => uploadClubLogo(id, image));
