// Joining a debate in a role. The server decides races for a position; its 409
// message says what happened.
import * as debatesApi from '#shared/debates/operations.ts';
import { track } from '#web/lib/analytics.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useDebateMutation } from './debates-keys.ts';

export async function joinDebate(id: string, role: string) {
  const joined = await callOperation(debatesApi.joinDebate, { params: { id }, body: { role } });
  track('debate_joined', { debate_id: id, role });
  return joined;
}

export const useJoinDebate = (id: string) => useDebateMutation(id, (role: string) => joinDebate(id, role));
