// Edits a club: owners, officers and admins.
import type { UpdateClubInput } from '#shared/clubs/contract.ts';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './clubs-keys.ts';

export function updateClub(id: string, input: UpdateClubInput): Promise<ClubDetail> {
  return callOperation(clubsApi.updateClub, { params: { id }, body: input });
}

export const useUpdateClub = (id: string) => useClubMutation(id, (input: UpdateClubInput) => updateClub(id, input));
