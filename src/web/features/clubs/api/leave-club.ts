// Leaving a club (or withdrawing a request to join). The server decides races;
// its 409 message says what happened.
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './clubs-keys.ts';

export function leaveClub(id: string): Promise<ClubDetail> {
  return callOperation(clubsApi.leaveClub, { params: { id } });
}

export const useLeaveClub = (id: string) => useClubMutation(id, () => leaveClub(id));
