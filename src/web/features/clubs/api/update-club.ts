// Edits a club (PATCH /api/clubs/:id): owners, officers and admins.
import type { UpdateClubInput } from '#shared/clubs/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './club-mutation.ts';

export function updateClub(id: string, input: UpdateClubInput): Promise<ClubDetail> {
  return apiRequest<ClubDetail>(`/api/clubs/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export const useUpdateClub = (id: string) => useClubMutation(id, (input: UpdateClubInput) => updateClub(id, input));
