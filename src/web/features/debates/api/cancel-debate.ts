// Cancels a debate: the creator or an admin, while scheduled.
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { Debate } from '../types.ts';
import { useDebateMutation } from './debates-keys.ts';

export function cancelDebate(id: string): Promise<Debate> {
  return callOperation(debatesApi.cancelDebate, { params: { id } });
}

export const useCancelDebate = (id: string) => useDebateMutation(id, () => cancelDebate(id));
