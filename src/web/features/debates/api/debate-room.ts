// The live room: its snapshot (GET /api/debates/:id/room), opening it (POST …/start)
// and the chair's timer commands (POST …/timer, naming the version they expect).
import { useMutation } from '@tanstack/react-query';
import type { TimerCommand } from '#shared/debates/timer.ts';
import type { DebateRoomSnapshot, DebateTimerEventPayload } from '#shared/debates/contract.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';
import { noteServerTime } from '#web/lib/realtime.ts';

export async function getDebateRoom(id: string, signal?: AbortSignal): Promise<DebateRoomSnapshot> {
  const sentAt = Date.now();
  const room = await apiGet<DebateRoomSnapshot>(`/api/debates/${encodeURIComponent(id)}/room`, undefined, signal);
  noteServerTime(room.serverTime, sentAt);
  return room;
}

export function startDebate(id: string): Promise<DebateTimerEventPayload> {
  return apiRequest(`/api/debates/${encodeURIComponent(id)}/start`, { method: 'POST' });
}

export function runTimerCommand(id: string, expectedVersion: number, command: TimerCommand): Promise<DebateTimerEventPayload> {
  return apiRequest(`/api/debates/${encodeURIComponent(id)}/timer`, { method: 'POST', body: { expectedVersion, command } });
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
