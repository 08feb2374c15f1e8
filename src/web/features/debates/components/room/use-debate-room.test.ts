import { describe, expect, it } from 'vitest';
import { initialTimerState } from '#shared/debates/timer.ts';
import type { DebateRoomSnapshot, DebateTimerEventPayload } from '#shared/debates/contract.ts';
import { applyRoomEvent, newerRoom } from './use-debate-room.ts';

const room: DebateRoomSnapshot = {
  debateId: 'd',
  status: 'live',
  format: 'oxford',
  timer: { ...initialTimerState(), version: 3 },
  runner: null,
  serverTime: 0,
  events: [],
};
const event = (version: number): DebateTimerEventPayload => ({
  status: 'live',
  timer: { ...initialTimerState(), version },
  event: { version, type: 'pause', payload: {}, actorName: null, at: '' },
});

describe('applyRoomEvent', () => {
  it('applies the next version', () => {
    const result = applyRoomEvent(room, event(4));
    expect(result.hasGap).toBe(false);
    expect(result.room?.timer.version).toBe(4);
    expect(result.room?.events).toHaveLength(1);
  });

  it('ignores versions already held', () => {
    expect(applyRoomEvent(room, event(3))).toEqual({ room, hasGap: false });
    expect(applyRoomEvent(room, event(1))).toEqual({ room, hasGap: false });
  });

  it('reports a gap when a version was missed, or when nothing is held yet', () => {
    expect(applyRoomEvent(room, event(5)).hasGap).toBe(true);
    expect(applyRoomEvent(null, event(1)).hasGap).toBe(true);
  });

  it('takes the opening of a scheduled room', () => {
    const scheduled = { ...room, status: 'scheduled' as const, timer: initialTimerState() };
    expect(applyRoomEvent(scheduled, event(0)).room?.status).toBe('live');
  });
});

describe('newerRoom', () => {
  const scheduled: DebateRoomSnapshot = { ...room, status: 'scheduled', timer: { ...initialTimerState(), version: 0 } };
  const started: DebateRoomSnapshot = { ...room, status: 'live', timer: { ...initialTimerState(), version: 0 } };

  it('never takes the room back to a state read before an event already applied', () => {
    expect(newerRoom(started, scheduled)).toBe(started);
    expect(newerRoom(room, { ...room, timer: { ...room.timer, version: 2 } })).toBe(room);
  });

  it('takes a newer snapshot', () => {
    const later = { ...room, timer: { ...room.timer, version: 5 } };
    expect(newerRoom(room, later)).toBe(later);
    expect(newerRoom(scheduled, started)).toBe(started);
    expect(newerRoom(null, scheduled)).toBe(scheduled);
    expect(newerRoom(room, { ...room, status: 'finished' })).toMatchObject({ status: 'finished' });
  });
});
