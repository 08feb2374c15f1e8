// Joining a debate in a role. The server decides races for a position; its 409
// message says what happened.
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useDebateMutation } from './debates-keys.ts';

export function joinDebate(id: string, role: string) {
  return callOperation(debatesApi.joinDebate, { params: { id }, body: { role } });
}

export const useJoinDebate = (id: string) => useDebateMutation(id, (role: string) => joinDebate(id, role));
