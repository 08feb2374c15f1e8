// Joining (or asking to join) and leaving a club (POST /api/clubs/:id/join, …/leave).
// The server decides races; its 409 message says what happened.
import { apiRequest } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { useClubMutation } from './club-mutation.ts';

export function joinClub(id: string): Promise<ClubDetail> {
  return apiRequest<ClubDetail>(`/api/clubs/${encodeURIComponent(id)}/join`, { method: 'POST' });
}

export function leaveClub(id: string): Promise<ClubDetail> {
  return apiRequest<ClubDetail>(`/api/clubs/${encodeURIComponent(id)}/leave`, { method: 'POST' });
}

export const useJoinClub = (id: string) => useClubMutation(id, () => joinClub(id));
export const useLeaveClub = (id: string) => useClubMutation(id, () => leaveClub(id));
