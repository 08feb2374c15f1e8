// The live room's state in the browser: the snapshot (from GET /room and from
// the channel on every (re)subscription), then each timer event applied in
// version order. An event older than what we hold is ignored; a gap (a missed
// event) fetches the snapshot again. The clock is never ticked locally: `now`
// is the server's time, re-read a few times a second for rendering.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { debateChannel } from '#shared/debates/channel.ts';
import type { DebateRoomSnapshot, DebateTimerEventPayload } from '#shared/debates/contract.ts';
import { serverNow, useRealtimeChannel } from '#web/lib/realtime.ts';
import { debateRoomQueryOptions } from '../../api/get-debate-room.ts';

/** How often the clock re-renders (the digits change once a second; 4 Hz keeps them within 250 ms). */
const RENDER_INTERVAL_MS = 250;

export function applyRoomEvent(
  room: DebateRoomSnapshot | null,
  payload: DebateTimerEventPayload,
): { room: DebateRoomSnapshot | null; hasGap: boolean } {
  if (!room) return { room, hasGap: true };
  const version = payload.timer.version;
  if (version <= room.timer.version && !(version === 0 && room.status === 'scheduled')) return { room, hasGap: false };
  if (version > room.timer.version + 1) return { room, hasGap: true };
  return {
    room: { ...room, status: payload.status, timer: payload.timer, events: [...room.events, payload.event].slice(-50) },
    hasGap: false,
  };
}

const STATUS_ORDER: Record<string, number> = { scheduled: 0, live: 1, finished: 2, cancelled: 2 };

/**
 * The newer of two room states. A snapshot can be older than an event already
 * applied (it was read before the event's commit and delivered after it), so
 * neither a snapshot nor a refetch may take the room back: states only move
 * forward, and within a state versions do.
 */
export function newerRoom(current: DebateRoomSnapshot | null, fresh: DebateRoomSnapshot): DebateRoomSnapshot {
  if (!current) return fresh;
  const byStatus = (STATUS_ORDER[current.status] ?? 0) - (STATUS_ORDER[fresh.status] ?? 0);
  if (byStatus !== 0) return byStatus > 0 ? current : fresh;
  return current.timer.version > fresh.timer.version ? current : fresh;
}

export function useDebateRoom(debateId: string, { enabled }: { enabled: boolean }) {
  // The snapshot comes from the query the page started together with the debate
  // (get-debate-room.ts), so it is usually here at the first render; that page
  // read it moments ago, so mounting the room does not read it again.
  const snapshot = useQuery({ ...debateRoomQueryOptions(debateId), enabled, refetchOnMount: false });
  // What the channel delivered since: its snapshots and each timer event, applied in order.
  const [live, setLive] = useState<DebateRoomSnapshot | null>(null);
  const room = useMemo(() => {
    // A room of another debate (the page moved to another id) is dropped.
    const own = live?.debateId === debateId ? live : null;
    return snapshot.data ? newerRoom(own, snapshot.data) : own;
  }, [live, snapshot.data, debateId]);
  const roomRef = useRef(room);
  roomRef.current = room;

  const { refetch: refetchSnapshot } = snapshot;
  const refetch = useCallback(async () => {
    await refetchSnapshot();
  }, [refetchSnapshot]);

  const { status } = useRealtimeChannel(enabled ? debateChannel(debateId) : null, {
    onSnapshot: (message) => {
      const fresh = message as DebateRoomSnapshot;
      setLive((current) => newerRoom(current?.debateId === fresh.debateId ? current : null, fresh));
    },
    onEvent: (event, payload) => {
      if (event !== 'timer') return;
      const result = applyRoomEvent(roomRef.current, payload as DebateTimerEventPayload);
      if (result.hasGap) void refetch();
      else setLive(result.room);
    },
  });

  /** Applies the answer to our own command at once (the channel may deliver it a moment later). */
  const applyOwn = useCallback(
    (payload: DebateTimerEventPayload) => {
      const result = applyRoomEvent(roomRef.current, payload);
      if (result.hasGap) void refetch();
      else setLive(result.room);
    },
    [refetch],
  );

  return { room, channelStatus: status, isLoadFailed: snapshot.isError && !room, refetch, applyOwn };
}

/** The server's time, re-read RENDER_INTERVAL_MS apart while `active`. */
export function useServerNow(active: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(serverNow()), RENDER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);
  return active ? now : serverNow();
}
