// Opens the live room: the chair starts the debate.
import { useMutation } from '@tanstack/react-query';
import type { DebateTimerEventPayload } from '#shared/debates/contract.ts';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function startDebate(id: string): Promise<DebateTimerEventPayload> {
  return callOperation(debatesApi.startDebate, { params: { id } });
}

export function useStartDebate(id: string) {
  return useMutation({ mutationFn: () => startDebate(id), retry: false });
}
