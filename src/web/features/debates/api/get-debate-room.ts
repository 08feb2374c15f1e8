// The live room's snapshot. Its server time, against the time the request left,
// keeps the timer in step with the server (lib/realtime.ts). The debate's page
// asks for it together with the debate (DebateQuery's `withRoom`), so the page
// renders with its room in place instead of the room growing above the details.
import { queryOptions } from '@tanstack/react-query';
import * as debatesApi from '#shared/debates/operations.ts';
import type { DebateRoomSnapshot } from '#shared/debates/contract.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { noteServerTime } from '#web/lib/realtime.ts';
import { debateKeys } from './debates-keys.ts';

export async function getDebateRoom(id: string, signal?: AbortSignal): Promise<DebateRoomSnapshot> {
  const sentAt = Date.now();
  const room = await callOperation(debatesApi.getDebateRoom, { params: { id } }, signal);
  noteServerTime(room.serverTime, sentAt);
  return room;
}

/**
 * The snapshot a room starts from; the room's channel keeps it current after
 * that (components/room/use-debate-room.ts). Stale at once, so each visit to the
 * page reads the room afresh.
 */
export function debateRoomQueryOptions(id: string) {
  return queryOptions({
    queryKey: debateKeys.room(id),
    queryFn: ({ signal }) => getDebateRoom(id, signal),
    staleTime: 0,
  });
}
