// The timer's rules, one by one, on the published formats: a whole British
// Parliamentary round, pauses, overtime, POI windows, preparation pools, and
// the signals a clock crosses.
import { describe, expect, it } from 'vitest';
import {
  applyTimerCommand,
  closedTimerState,
  crossedSignals,
  initialTimerState,
  prepRemainingMs,
  storedTimerState,
  type TimerCommand,
  type TimerState,
  timerView,
} from './timer.ts';
import type { DebateFormat } from '../formats/format-types.ts';
import { getFormat } from '../formats/formats.ts';

const bp = getFormat('parliamentary') as DebateFormat;
const ld = getFormat('lincoln-douglas') as DebateFormat;
const MIN = 60_000;

function run(format: DebateFormat, steps: [TimerCommand, number][], state = initialTimerState()): TimerState {
  for (const [command, at] of steps) {
    const result = applyTimerCommand(format, state, command, at);
    if (!result.ok) throw new Error(`${command.type} at ${at}: ${result.message}`);
    state = result.state;
  }
  return state;
}

describe('a British Parliamentary round', () => {
  it('runs eight speeches in order and finishes after the last, recording each time', () => {
    let state = initialTimerState();
    let now = 0;
    for (const speech of bp.speeches) {
      state = run(bp, [[{ type: 'start-speech' }, now]], state);
      expect(timerView(bp, state, now).speech?.id).toBe(speech.id);
      now += 7 * MIN + 5_000;
      state = run(bp, [[{ type: 'end-speech' }, now]], state);
    }
    expect(state.phase).toBe('finished');
    expect(state.spoken.map((s) => s.speechId)).toEqual(bp.speeches.map((s) => s.id));
    expect(state.spoken.every((s) => s.elapsedMs === 7 * MIN + 5_000)).toBe(true);
    expect(state.version).toBe(16);
  });

  it('counts a paused clock only while it runs', () => {
    const state = run(bp, [
      [{ type: 'start-speech' }, 0],
      [{ type: 'pause' }, 2 * MIN],
      [{ type: 'resume' }, 10 * MIN],
    ]);
    expect(timerView(bp, state, 11 * MIN).elapsedMs).toBe(3 * MIN);
    expect(timerView(bp, state, 11 * MIN).remainingMs).toBe(4 * MIN);
  });

  it('shows overtime past the speech length', () => {
    const state = run(bp, [[{ type: 'start-speech' }, 0]]);
    const view = timerView(bp, state, 7 * MIN + 12_000);
    expect(view.isOvertime).toBe(true);
    expect(view.remainingMs).toBe(-12_000);
  });

  it('opens points of information only between minute 1 and minute 6', () => {
    const state = run(bp, [[{ type: 'start-speech' }, 0]]);
    expect(timerView(bp, state, 59_000).isPoiOpen).toBe(false);
    expect(timerView(bp, state, MIN).isPoiOpen).toBe(true);
    expect(timerView(bp, state, 6 * MIN - 1).isPoiOpen).toBe(true);
    expect(timerView(bp, state, 6 * MIN).isPoiOpen).toBe(false);
  });

  it('takes its preparation as one block before the first speech only', () => {
    const prepared = run(bp, [
      [{ type: 'start-prep' }, 0],
      [{ type: 'end-prep' }, 10 * MIN],
    ]);
    expect(prepRemainingMs(bp, prepared, null, 10 * MIN)).toBe(5 * MIN);
    const afterSpeech = run(
      bp,
      [
        [{ type: 'start-speech' }, 11 * MIN],
        [{ type: 'end-speech' }, 18 * MIN],
      ],
      prepared,
    );
    expect(applyTimerCommand(bp, afterSpeech, { type: 'start-prep' }, 19 * MIN)).toMatchObject({ ok: false });
  });

  it('refuses commands that make no sense now, without changing anything', () => {
    const state = initialTimerState();
    for (const command of [
      { type: 'pause' },
      { type: 'end-speech' },
      { type: 'end-prep' },
      { type: 'resume' },
    ] as TimerCommand[]) {
      expect(applyTimerCommand(bp, state, command, 0)).toMatchObject({ ok: false });
    }
    const speaking = run(bp, [[{ type: 'start-speech' }, 0]]);
    expect(applyTimerCommand(bp, speaking, { type: 'start-speech' }, 1)).toMatchObject({ ok: false });
    expect(applyTimerCommand(bp, speaking, { type: 'start-prep' }, 1)).toMatchObject({ ok: false });
  });
});

describe('Lincoln-Douglas preparation pools', () => {
  it('draws each side’s 4 minutes separately and refuses an empty pool', () => {
    const state = run(ld, [
      [{ type: 'start-speech' }, 0],
      [{ type: 'end-speech' }, 6 * MIN],
      [{ type: 'start-prep', side: 'negative' }, 6 * MIN],
      [{ type: 'end-prep' }, 10 * MIN],
    ]);
    expect(prepRemainingMs(ld, state, 'negative', 10 * MIN)).toBe(0);
    expect(prepRemainingMs(ld, state, 'affirmative', 10 * MIN)).toBe(4 * MIN);
    expect(applyTimerCommand(ld, state, { type: 'start-prep', side: 'negative' }, 11 * MIN)).toMatchObject({ ok: false });
    expect(applyTimerCommand(ld, state, { type: 'start-prep' }, 11 * MIN)).toMatchObject({ ok: false });
    expect(applyTimerCommand(ld, state, { type: 'start-prep', side: 'affirmative' }, 11 * MIN)).toMatchObject({ ok: true });
  });

  it('has no points of information', () => {
    const state = run(ld, [[{ type: 'start-speech' }, 0]]);
    expect(applyTimerCommand(ld, state, { type: 'poi', action: 'offered' }, MIN)).toMatchObject({ ok: false });
  });
});

describe('crossedSignals', () => {
  const pm = bp.speeches[0] as DebateFormat['speeches'][number];

  it('names each mark crossed once', () => {
    expect(crossedSignals(pm, 59_000, 61_000)).toEqual(['poi-open']);
    expect(crossedSignals(pm, 6 * MIN - 10, 6 * MIN + 10)).toEqual(['poi-close']);
    expect(crossedSignals(pm, 6 * MIN + 29_000, 6 * MIN + 31_000)).toEqual(['final-countdown']);
    expect(crossedSignals(pm, 7 * MIN - 1, 7 * MIN)).toEqual(['time']);
    expect(crossedSignals(pm, 0, 8 * MIN)).toEqual(['poi-open', 'poi-close', 'final-countdown', 'time']);
  });

  it('names nothing when the clock stands or moves back', () => {
    expect(crossedSignals(pm, MIN, MIN)).toEqual([]);
    expect(crossedSignals(pm, 2 * MIN, MIN)).toEqual([]);
  });
});

describe('pausing with a reason', () => {
  it('keeps the reason while paused and clears it on resume', () => {
    const paused = run(ld, [
      [{ type: 'start-speech' }, 0],
      [{ type: 'pause', reason: '  Speaker’s microphone dropped  ' }, MIN],
    ]);
    expect(paused).toMatchObject({ running: false, pauseReason: 'Speaker’s microphone dropped' });
    expect(run(ld, [[{ type: 'resume' }, 2 * MIN]], paused).pauseReason).toBeNull();
  });

  it('treats a missing or blank reason as none', () => {
    expect(
      run(ld, [
        [{ type: 'start-speech' }, 0],
        [{ type: 'pause' }, MIN],
      ]).pauseReason,
    ).toBeNull();
    expect(
      run(ld, [
        [{ type: 'start-speech' }, 0],
        [{ type: 'pause', reason: '   ' }, MIN],
      ]).pauseReason,
    ).toBeNull();
  });

  it('clears the reason when the next speech or preparation starts, or the debate finishes', () => {
    const pausedPrep = run(ld, [
      [{ type: 'start-prep', side: 'affirmative' }, 0],
      [{ type: 'pause', reason: 'Fire drill' }, 1000],
    ]);
    expect(pausedPrep.pauseReason).toBe('Fire drill');
    expect(run(ld, [[{ type: 'start-speech' }, 2000]], pausedPrep).pauseReason).toBeNull();
    expect(run(ld, [[{ type: 'end-prep' }, 2000]], pausedPrep).pauseReason).toBeNull();
    expect(run(ld, [[{ type: 'finish' }, 2000]], pausedPrep).pauseReason).toBeNull();
  });
});

describe('stored and closed timers', () => {
  it('reads a row stored before pause reasons as having none', () => {
    const { pauseReason: _, ...old } = run(ld, [[{ type: 'start-speech' }, 0]]);
    const state = storedTimerState(old);
    expect(state.pauseReason).toBeNull();
    expect(state).toMatchObject({ phase: 'speech', running: true, version: 1 });
  });

  it('shows a debate that is over as finished and stopped, keeping the speeches given', () => {
    const midSpeech = run(ld, [
      [{ type: 'start-speech' }, 0],
      [{ type: 'end-speech' }, 6 * MIN],
      [{ type: 'start-speech' }, 7 * MIN],
      [{ type: 'pause', reason: 'Venue closed' }, 8 * MIN],
    ]);
    const closed = closedTimerState(midSpeech);
    expect(closed).toMatchObject({ phase: 'finished', running: false, runningSince: null, pauseReason: null });
    expect(closed.spoken).toEqual(midSpeech.spoken);
    expect(timerView(ld, closed, 9 * MIN)).toMatchObject({ phase: 'finished', speech: null, nextSpeech: null });
    expect(closedTimerState(initialTimerState()).phase).toBe('finished');
  });
});
