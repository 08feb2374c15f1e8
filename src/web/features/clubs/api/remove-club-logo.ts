// Removes a club's logo.
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './clubs-keys.ts';

export function removeClubLogo(id: string): Promise<ClubDetail> {
  return callOperation(clubsApi.removeClubLogo, { params: { id } });
}

export const useRemoveClubLogo = (id: string) => useClubMutation(id, () => removeClubLogo(id));
