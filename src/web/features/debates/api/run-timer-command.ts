// The chair's timer commands, each naming the version of the timer it expects.
import { useMutation } from '@tanstack/react-query';
import type { DebateTimerEventPayload } from '#shared/debates/contract.ts';
import * as debatesApi from '#shared/debates/operations.ts';
import type { TimerCommand } from '#shared/debates/timer.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function runTimerCommand(id: string, expectedVersion: number, command: TimerCommand): Promise<DebateTimerEventPayload> {
  return callOperation(debatesApi.runTimerCommand, { params: { id }, body: { expectedVersion, command } });
}

export function useTimerCommand(id: string) {
  return useMutation({
    mutationFn: ({ expectedVersion, command }: { expectedVersion: number; command: TimerCommand }) =>
      runTimerCommand(id, expectedVersion, command),
    retry: false,
  });
}
