// The live room's speech timer as a pure state machine. The server holds the
// authoritative state (one row per debate, with a version number) and applies
// the chair's commands with applyTimerCommand; every client computes the clock
// from that state and the server time (timerView), never from ticks, so every
// screen shows the same remaining time. Invariants (debate-timer.property.test.ts):
// each accepted command bumps the version by exactly one, a refused command
// changes nothing, the clock runs only in a speech or preparation, elapsed time
// never goes backwards, and nothing is accepted once the timer is finished.
// No zod here: the live room's page imports this file.
import type { DebateFormat, FormatSpeech } from '../formats/format-types.ts';

export type TimerPhase = 'waiting' | 'speech' | 'prep' | 'between' | 'finished';

export interface SpokenTime {
  speechId: string;
  elapsedMs: number;
}

export interface TimerState {
  /** Bumped by every accepted command; commands name the version they expect. */
  version: number;
  phase: TimerPhase;
  /** The current speech during 'speech'; otherwise the next one (speeches.length once all are spoken). */
  speechIndex: number;
  running: boolean;
  /** Server time (ms since epoch) at which the clock last started running; null while it stands. */
  runningSince: number | null;
  /** Time counted in the current speech or preparation before runningSince. */
  elapsedMs: number;
  /** During 'prep': the side drawing on its pool, or null for a block before the first speech. */
  prepSide: string | null;
  /** Preparation used per side (pool), or under PREP_BLOCK_KEY (block). */
  prepUsedMs: Record<string, number>;
  /** The speeches given so far, with their length, in order. */
  spoken: SpokenTime[];
  /** Points of information in the current speech. */
  poiOffered: number;
  poiAccepted: number;
  /** Why the chair paused the clock (shown to everyone in the room); null unless paused with a reason. */
  pauseReason: string | null;
  /**
   * The speeches this debate gives, fixed when the chair opens the room: those
   * of the positions in use with a speaker (src/shared/formats/positions.ts).
   * The timer runs over formatForTimer(format, speechIds); absent in rooms
   * opened before it was kept, which run every speech of the format.
   */
  speechIds?: string[];
}

export const PREP_BLOCK_KEY = 'block';
/** Screen readers hear the last this-many seconds of a speech announced (not every second). */
export const TIMER_FINAL_COUNTDOWN_MS = 30_000;
/** The longest reason the chair may give for a pause (checked by TimerCommandSchema). */
export const TIMER_PAUSE_REASON_MAX = 140;

/** The chair's commands (validated by TimerCommandInputSchema in debates.ts). */
export type TimerCommand =
  | { type: 'start-speech' }
  | { type: 'pause'; reason?: string }
  | { type: 'resume' }
  | { type: 'end-speech' }
  | { type: 'start-prep'; side?: string }
  | { type: 'end-prep' }
  | { type: 'poi'; action: 'offered' | 'accepted' }
  | { type: 'finish' };
export type TimerCommandType = TimerCommand['type'];

export type TimerResult = { ok: true; state: TimerState } | { ok: false; message: string };

/** A clock that stands, with nothing counted and no pause to explain. */
const stopped = { running: false, runningSince: null, elapsedMs: 0, pauseReason: null } as const;

export function initialTimerState(): TimerState {
  return {
    version: 0,
    phase: 'waiting',
    speechIndex: 0,
    running: false,
    runningSince: null,
    elapsedMs: 0,
    prepSide: null,
    prepUsedMs: {},
    spoken: [],
    poiOffered: 0,
    poiAccepted: 0,
    pauseReason: null,
  };
}

/**
 * A timer state as stored (debate_rooms.state, jsonb), with the fields added
 * since a row was written filled in: rows from before pause reasons have none.
 */
export function storedTimerState(stored: unknown): TimerState {
  const state = (stored ?? {}) as Partial<TimerState>;
  return { ...initialTimerState(), ...state, pauseReason: state.pauseReason ?? null };
}

/**
 * The timer of a debate that is over (finished or cancelled) whatever its row
 * says: stopped for good. A debate finished outside the room (seeded, or
 * cancelled mid-speech) may have no row, or one still waiting or running.
 */
export function closedTimerState(state: TimerState): TimerState {
  if (state.phase === 'finished') return state;
  return { ...state, ...stopped, phase: 'finished', prepSide: null };
}

/** Time counted in the current speech or preparation at server time `now`. */
export function timerElapsedMs(state: TimerState, now: number): number {
  if (!state.running || state.runningSince === null) return state.elapsedMs;
  return state.elapsedMs + Math.max(0, now - state.runningSince);
}

function refuse(message: string): TimerResult {
  return { ok: false, message };
}

function accept(state: TimerState, changes: Partial<TimerState>): TimerResult {
  return { ok: true, state: { ...state, ...changes, version: state.version + 1 } };
}

/** How much of a side's pool (or the block) is left, in ms; never below zero. */
export function prepRemainingMs(format: DebateFormat, state: TimerState, side: string | null, now: number): number {
  const prep = format.prep;
  if (prep.mode === 'none') return 0;
  const key = side ?? PREP_BLOCK_KEY;
  const total = (prep.mode === 'block' ? prep.seconds : prep.secondsPerSide) * 1000;
  const current = state.phase === 'prep' && state.prepSide === side ? timerElapsedMs(state, now) : 0;
  return Math.max(0, total - (state.prepUsedMs[key] ?? 0) - current);
}

/** Adds the preparation under way to its side's (or the block's) used time. */
function endPrep(state: TimerState, now: number): Partial<TimerState> {
  const key = state.prepSide ?? PREP_BLOCK_KEY;
  return { prepUsedMs: { ...state.prepUsedMs, [key]: (state.prepUsedMs[key] ?? 0) + timerElapsedMs(state, now) } };
}

function afterPrepPhase(state: TimerState): TimerPhase {
  return state.spoken.length === 0 ? 'waiting' : 'between';
}

/** Applies one command of the chair at server time `now`; refuses commands that make no sense in the current phase. */
export function applyTimerCommand(format: DebateFormat, state: TimerState, command: TimerCommand, now: number): TimerResult {
  if (state.phase === 'finished') return refuse('The debate has finished; the timer is stopped.');
  const speech = format.speeches[state.speechIndex];
  switch (command.type) {
    case 'start-speech': {
      if (state.phase === 'speech') return refuse('A speech is already under way; end it first.');
      if (!speech) return refuse('Every speech has been given.');
      const prepEnded = state.phase === 'prep' ? endPrep(state, now) : {};
      return accept(state, {
        ...prepEnded,
        phase: 'speech',
        running: true,
        runningSince: now,
        elapsedMs: 0,
        prepSide: null,
        poiOffered: 0,
        poiAccepted: 0,
        pauseReason: null,
      });
    }
    case 'pause':
      if (!state.running) return refuse('The clock is not running.');
      return accept(state, {
        running: false,
        runningSince: null,
        elapsedMs: timerElapsedMs(state, now),
        pauseReason: command.reason?.trim() || null,
      });
    case 'resume':
      if (state.running) return refuse('The clock is already running.');
      if (state.phase !== 'speech' && state.phase !== 'prep') return refuse('There is no speech or preparation to resume.');
      return accept(state, { running: true, runningSince: now, pauseReason: null });
    case 'end-speech': {
      if (state.phase !== 'speech' || !speech) return refuse('No speech is under way.');
      const spoken = [...state.spoken, { speechId: speech.id, elapsedMs: timerElapsedMs(state, now) }];
      const next = state.speechIndex + 1;
      return accept(state, {
        ...stopped,
        spoken,
        speechIndex: next,
        phase: next >= format.speeches.length ? 'finished' : 'between',
      });
    }
    case 'start-prep': {
      if (state.phase === 'speech') return refuse('Preparation cannot start during a speech.');
      if (state.phase === 'prep') return refuse('Preparation is already under way.');
      const prep = format.prep;
      if (prep.mode === 'none') return refuse(`${format.label} has no preparation time.`);
      if (prep.mode === 'block') {
        if (state.spoken.length > 0) return refuse('Preparation comes before the first speech.');
        if (command.side) return refuse(`${format.label} has one preparation block for everyone, not per side.`);
      } else if (!command.side || !format.sides.some((side) => side.id === command.side)) {
        return refuse('Choose the side that takes preparation time.');
      }
      const side = prep.mode === 'pool' ? (command.side ?? null) : null;
      if (prepRemainingMs(format, state, side, now) <= 0) return refuse('No preparation time is left.');
      return accept(state, { phase: 'prep', prepSide: side, running: true, runningSince: now, elapsedMs: 0, pauseReason: null });
    }
    case 'end-prep':
      if (state.phase !== 'prep') return refuse('No preparation is under way.');
      return accept(state, { ...endPrep(state, now), ...stopped, phase: afterPrepPhase(state), prepSide: null });
    case 'poi': {
      if (state.phase !== 'speech' || !speech) return refuse('Points of information are offered during a speech.');
      if (!speech.poiWindow) return refuse(`Points of information are not taken in ${speech.label}.`);
      if (command.action === 'accepted') return accept(state, { poiAccepted: state.poiAccepted + 1 });
      return accept(state, { poiOffered: state.poiOffered + 1 });
    }
    case 'finish': {
      const changes: Partial<TimerState> =
        state.phase === 'speech' && speech
          ? {
              spoken: [...state.spoken, { speechId: speech.id, elapsedMs: timerElapsedMs(state, now) }],
              speechIndex: state.speechIndex + 1,
            }
          : state.phase === 'prep'
            ? endPrep(state, now)
            : {};
      return accept(state, { ...changes, ...stopped, phase: 'finished', prepSide: null });
    }
  }
}

export interface TimerView {
  phase: TimerPhase;
  running: boolean;
  /** The speech under way, or the next one. */
  speech: FormatSpeech | null;
  nextSpeech: FormatSpeech | null;
  elapsedMs: number;
  /** Length of the current speech or preparation segment; 0 when nothing is timed. */
  durationMs: number;
  /** durationMs - elapsedMs; negative in overtime. */
  remainingMs: number;
  isOvertime: boolean;
  /** Points of information may be offered now. */
  isPoiOpen: boolean;
}

export function timerView(format: DebateFormat, state: TimerState, now: number): TimerView {
  const elapsedMs = timerElapsedMs(state, now);
  const speech = format.speeches[state.speechIndex] ?? null;
  const nextSpeech = format.speeches[state.phase === 'speech' ? state.speechIndex + 1 : state.speechIndex] ?? null;
  let durationMs = 0;
  if (state.phase === 'speech' && speech) durationMs = speech.seconds * 1000;
  if (state.phase === 'prep') {
    const prep = format.prep;
    const total = prep.mode === 'block' ? prep.seconds : prep.mode === 'pool' ? prep.secondsPerSide : 0;
    durationMs = total * 1000 - (state.prepUsedMs[state.prepSide ?? PREP_BLOCK_KEY] ?? 0);
  }
  const remainingMs = durationMs - elapsedMs;
  const window = state.phase === 'speech' ? speech?.poiWindow : undefined;
  return {
    phase: state.phase,
    running: state.running,
    speech: state.phase === 'finished' ? null : speech,
    nextSpeech: state.phase === 'finished' ? null : nextSpeech,
    elapsedMs,
    durationMs,
    remainingMs,
    isOvertime: durationMs > 0 && remainingMs < 0,
    isPoiOpen: Boolean(window && elapsedMs >= window.fromSeconds * 1000 && elapsedMs < window.toSeconds * 1000),
  };
}

export type TimerSignal = 'poi-open' | 'poi-close' | 'final-countdown' | 'time';

/**
 * The signals a speech crosses when its clock moves from `fromMs` to `toMs`
 * elapsed: POI window opening and closing, the last 30 seconds, and time.
 * Clients call it on each animation frame to ring bells exactly once.
 */
export function crossedSignals(speech: FormatSpeech, fromMs: number, toMs: number): TimerSignal[] {
  if (toMs <= fromMs) return [];
  const crossed = (mark: number) => fromMs < mark && toMs >= mark;
  const signals: TimerSignal[] = [];
  const durationMs = speech.seconds * 1000;
  if (speech.poiWindow && crossed(speech.poiWindow.fromSeconds * 1000)) signals.push('poi-open');
  if (speech.poiWindow && crossed(speech.poiWindow.toSeconds * 1000)) signals.push('poi-close');
  if (durationMs > TIMER_FINAL_COUNTDOWN_MS && crossed(durationMs - TIMER_FINAL_COUNTDOWN_MS)) signals.push('final-countdown');
  if (crossed(durationMs)) signals.push('time');
  return signals;
}
