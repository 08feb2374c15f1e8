// Leaving a debate's role; the answer is the debate without the viewer.
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useDebateMutation } from './debates-keys.ts';

export function leaveDebate(id: string) {
  return callOperation(debatesApi.leaveDebate, { params: { id } });
}

export const useLeaveDebate = (id: string) => useDebateMutation(id, () => leaveDebate(id));
