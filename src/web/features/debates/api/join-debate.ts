// Joining in a role and leaving. The server decides races for a position; its
// 409 message says what happened.
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useDebateMutation } from './update-debate.ts';

export function joinDebate(id: string, role: string) {
  return callOperation(debatesApi.joinDebate, { params: { id }, body: { role } });
}

export function leaveDebate(id: string) {
  return callOperation(debatesApi.leaveDebate, { params: { id } });
}

export const useJoinDebate = (id: string) => useDebateMutation(id, (role: string) => joinDebate(id, role));
export const useLeaveDebate = (id: string) => useDebateMutation(id, () => leaveDebate(id));
