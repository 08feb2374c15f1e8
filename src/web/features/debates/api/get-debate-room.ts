// The live room's snapshot. Its server time, against the time the request left,
// keeps the timer in step with the server (lib/realtime.ts).
import * as debatesApi from '#shared/debates/operations.ts';
import type { DebateRoomSnapshot } from '#shared/debates/contract.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { noteServerTime } from '#web/lib/realtime.ts';

export async function getDebateRoom(id: string, signal?: AbortSignal): Promise<DebateRoomSnapshot> {
  const sentAt = Date.now();
  const room = await callOperation(debatesApi.getDebateRoom, { params: { id } }, signal);
  noteServerTime(room.serverTime, sentAt);
  return room;
}
