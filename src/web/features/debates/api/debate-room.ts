// The live room: its snapshot, opening it and the chair's timer commands (each
// naming the version it expects).
import { useMutation } from '@tanstack/react-query';
import type { TimerCommand } from '#shared/debates/timer.ts';
import type { DebateRoomSnapshot, DebateTimerEventPayload } from '#shared/debates/contract.ts';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { noteServerTime } from '#web/lib/realtime.ts';

export async function getDebateRoom(id: string, signal?: AbortSignal): Promise<DebateRoomSnapshot> {
  const sentAt = Date.now();
  const room = await callOperation(debatesApi.getDebateRoom, { params: { id } }, signal);
  noteServerTime(room.serverTime, sentAt);
  return room;
}

export function startDebate(id: string): Promise<DebateTimerEventPayload> {
  return callOperation(debatesApi.startDebate, { params: { id } });
}

export function runTimerCommand(id: string, expectedVersion: number, command: TimerCommand): Promise<DebateTimerEventPayload> {
  return callOperation(debatesApi.runTimerCommand, { params: { id }, body: { expectedVersion, command } });
}

export function useStartDebate(id: string) {
  return useMutation({ mutationFn: () => startDebate(id), retry: false });
}

export function useTimerCommand(id: string) {
  return useMutation({
    mutationFn: ({ expectedVersion, command }: { expectedVersion: number; command: TimerCommand }) =>
      runTimerCommand(id, expectedVersion, command),
    retry: false,
  });
}
