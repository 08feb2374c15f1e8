// Joining (or asking to join) a club. The server decides races; its 409 message
// says what happened.
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './clubs-keys.ts';

export function joinClub(id: string): Promise<ClubDetail> {
  return callOperation(clubsApi.joinClub, { params: { id } });
}

export const useJoinClub = (id: string) => useClubMutation(id, () => joinClub(id));
