// Property tests of the timer state machine: for every format and any sequence
// of commands at increasing server times, the invariants of debate-timer.ts hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTimerCommand,
  initialTimerState,
  prepRemainingMs,
  type TimerCommand,
  type TimerState,
  timerElapsedMs,
  timerView,
} from './timer.ts';
import { DEBATE_FORMATS } from '../formats/formats.ts';

const commandArbitrary = (sides: string[]): fc.Arbitrary<TimerCommand> =>
  fc.oneof(
    fc.constant({ type: 'start-speech' } as const),
    fc.constant({ type: 'pause' } as const),
    fc.string({ maxLength: 140 }).map((reason) => ({ type: 'pause' as const, reason })),
    fc.constant({ type: 'resume' } as const),
    fc.constant({ type: 'end-speech' } as const),
    fc.constant({ type: 'end-prep' } as const),
    fc.constant({ type: 'finish' } as const),
    fc.constantFrom(...sides, 'nobody', undefined).map((side) => ({ type: 'start-prep' as const, side })),
    fc.constantFrom('offered' as const, 'accepted' as const).map((action) => ({ type: 'poi' as const, action })),
    // Weighted towards the commands that move a debate forward.
    fc.constant({ type: 'start-speech' } as const),
    fc.constant({ type: 'end-speech' } as const),
  );

const stepsArbitrary = (sides: string[]) =>
  fc.array(fc.tuple(commandArbitrary(sides), fc.integer({ min: 0, max: 600_000 })), { maxLength: 80 });

function checkInvariants(state: TimerState, speechCount: number) {
  expect(state.elapsedMs).toBeGreaterThanOrEqual(0);
  expect(state.speechIndex).toBeGreaterThanOrEqual(0);
  expect(state.speechIndex).toBeLessThanOrEqual(speechCount);
  // The clock runs only in a speech or preparation, and then knows since when.
  if (state.running) {
    expect(['speech', 'prep']).toContain(state.phase);
    expect(state.runningSince).not.toBeNull();
  } else {
    expect(state.runningSince).toBeNull();
  }
  // Every speech before the current one has its time recorded, none after.
  expect(state.spoken.length).toBe(Math.min(state.speechIndex, speechCount));
  if (state.phase === 'speech') expect(state.speechIndex).toBeLessThan(speechCount);
  if (state.phase !== 'prep') expect(state.prepSide).toBeNull();
  // A pause reason stands only while a speech or preparation is paused.
  if (state.pauseReason !== null) {
    expect(state.running).toBe(false);
    expect(['speech', 'prep']).toContain(state.phase);
    expect(state.pauseReason.trim()).toBe(state.pauseReason);
    expect(state.pauseReason.length).toBeGreaterThan(0);
  }
  for (const used of Object.values(state.prepUsedMs)) expect(used).toBeGreaterThanOrEqual(0);
  for (const spoken of state.spoken) expect(spoken.elapsedMs).toBeGreaterThanOrEqual(0);
}

describe.each(DEBATE_FORMATS.map((format) => [format.id, format] as const))('timer of %s', (_id, format) => {
  const sides = format.sides.map((side) => side.id);

  it('keeps its invariants under any command sequence', () => {
    fc.assert(
      fc.property(stepsArbitrary(sides), (steps) => {
        let state = initialTimerState();
        let now = 1_700_000_000_000;
        for (const [command, advance] of steps) {
          now += advance;
          const before = state;
          const elapsedBefore = timerElapsedMs(state, now);
          const result = applyTimerCommand(format, state, command, now);
          if (result.ok) {
            expect(result.state.version).toBe(before.version + 1);
            // A command never winds the clock back within the same segment.
            if (
              result.state.phase === before.phase &&
              result.state.speechIndex === before.speechIndex &&
              before.phase !== 'waiting'
            ) {
              expect(timerElapsedMs(result.state, now)).toBeGreaterThanOrEqual(
                command.type === 'start-speech' || command.type === 'start-prep' ? 0 : elapsedBefore,
              );
            }
            state = result.state;
          } else {
            // A refused command changes nothing and says why.
            expect(result.message.length).toBeGreaterThan(0);
            expect(state).toBe(before);
          }
          checkInvariants(state, format.speeches.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('accepts nothing once finished', () => {
    fc.assert(
      fc.property(commandArbitrary(sides), (command) => {
        const finished = applyTimerCommand(format, initialTimerState(), { type: 'finish' }, 0);
        expect(finished.ok).toBe(true);
        if (finished.ok) expect(applyTimerCommand(format, finished.state, command, 1).ok).toBe(false);
      }),
    );
  });

  it('shows elapsed time that never decreases while the clock runs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 1, maxLength: 30 }), (advances) => {
        const started = applyTimerCommand(format, initialTimerState(), { type: 'start-speech' }, 0);
        if (!started.ok) throw new Error(started.message);
        let now = 0;
        let last = -1;
        for (const advance of advances) {
          now += advance;
          const view = timerView(format, started.state, now);
          expect(view.elapsedMs).toBeGreaterThanOrEqual(last);
          expect(view.remainingMs).toBe(view.durationMs - view.elapsedMs);
          last = view.elapsedMs;
        }
      }),
    );
  });

  it('never lets preparation go negative', () => {
    fc.assert(
      fc.property(stepsArbitrary(sides), fc.integer({ min: 0, max: 10_000_000 }), (steps, later) => {
        let state = initialTimerState();
        let now = 0;
        for (const [command, advance] of steps) {
          now += advance;
          const result = applyTimerCommand(format, state, command, now);
          if (result.ok) state = result.state;
        }
        for (const side of [...sides, null]) expect(prepRemainingMs(format, state, side, now + later)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });
});
