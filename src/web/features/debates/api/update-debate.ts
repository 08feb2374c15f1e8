// Edits a debate: the creator or an admin, while scheduled.
import type { UpdateDebateInput } from '#shared/debates/contract.ts';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { Debate } from '../types.ts';
import { useDebateMutation } from './debates-keys.ts';

export function updateDebate(id: string, input: UpdateDebateInput): Promise<Debate> {
  return callOperation(debatesApi.updateDebate, { params: { id }, body: input });
}

export const useUpdateDebate = (id: string) => useDebateMutation(id, (input: UpdateDebateInput) => updateDebate(id, input));
