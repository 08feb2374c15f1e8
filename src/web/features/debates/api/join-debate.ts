// Joining in a role and leaving (POST /api/debates/:id/join, …/leave). The server
// decides races for a position; its 409 message says what happened.
import { apiRequest } from '#web/lib/api-client.ts';
import type { Debate } from '../types.ts';
import { useDebateMutation } from './update-debate.ts';

export function joinDebate(id: string, role: string): Promise<Debate> {
  return apiRequest<Debate>(`/api/debates/${encodeURIComponent(id)}/join`, { method: 'POST', body: { role } });
}

export function leaveDebate(id: string): Promise<Debate> {
  return apiRequest<Debate>(`/api/debates/${encodeURIComponent(id)}/leave`, { method: 'POST' });
}

export const useJoinDebate = (id: string) => useDebateMutation(id, (role: string) => joinDebate(id, role));
export const useLeaveDebate = (id: string) => useDebateMutation(id, () => leaveDebate(id));
