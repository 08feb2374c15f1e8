// The speech recording's state machine, its messages, format and file name.
import { describe, expect, it } from 'vitest';
import {
  isRecordingOn,
  MICROPHONE_PROBLEM_TEXT,
  microphoneProblemOf,
  pickRecordingMimeType,
  RECORDER_OFF,
  type RecorderEvent,
  type RecorderState,
  recorderReducer,
  recordingFileName,
} from './audio-recorder-logic.ts';

const run = (events: RecorderEvent[], from: RecorderState = RECORDER_OFF) => events.reduce(recorderReducer, from);

describe('recorderReducer', () => {
  it('records a speech: on, microphone allowed, clock started and stopped, kept, ready for the next try', () => {
    expect(run([{ type: 'turn-on' }])).toEqual({ status: 'asking' });
    expect(run([{ type: 'turn-on' }, { type: 'granted' }])).toEqual({ status: 'ready' });
    expect(run([{ type: 'turn-on' }, { type: 'granted' }, { type: 'clock-started' }])).toEqual({ status: 'recording' });
    const stopped = run([{ type: 'turn-on' }, { type: 'granted' }, { type: 'clock-started' }, { type: 'clock-stopped' }]);
    expect(stopped).toEqual({ status: 'keeping' });
    expect(recorderReducer(stopped, { type: 'kept' })).toEqual({ status: 'ready' });
  });

  it('never records while off: the clock alone changes nothing', () => {
    expect(run([{ type: 'clock-started' }, { type: 'clock-stopped' }, { type: 'kept' }])).toEqual(RECORDER_OFF);
    expect(run([{ type: 'granted' }])).toEqual(RECORDER_OFF);
  });

  it('does not start recording while the browser is still asking for the microphone', () => {
    expect(run([{ type: 'turn-on' }, { type: 'clock-started' }])).toEqual({ status: 'asking' });
  });

  it('a refused or missing microphone fails with its reason; turning on again asks again', () => {
    const refused = run([{ type: 'turn-on' }, { type: 'problem', problem: 'refused' }]);
    expect(refused).toEqual({ status: 'failed', problem: 'refused' });
    expect(isRecordingOn(refused)).toBe(false);
    expect(recorderReducer(refused, { type: 'clock-started' })).toBe(refused);
    expect(recorderReducer(refused, { type: 'turn-on' })).toEqual({ status: 'asking' });
    expect(recorderReducer(refused, { type: 'turn-off' })).toEqual(RECORDER_OFF);
  });

  it('a late answer after turning off is ignored', () => {
    expect(run([{ type: 'turn-on' }, { type: 'turn-off' }, { type: 'granted' }])).toEqual(RECORDER_OFF);
    expect(run([{ type: 'turn-on' }, { type: 'turn-off' }, { type: 'problem', problem: 'refused' }])).toEqual(RECORDER_OFF);
  });

  it('the toggle cannot cut a recording short: the clock ends it', () => {
    const recording = run([{ type: 'turn-on' }, { type: 'granted' }, { type: 'clock-started' }]);
    expect(recorderReducer(recording, { type: 'turn-off' })).toBe(recording);
    expect(recorderReducer(recording, { type: 'turn-on' })).toBe(recording);
    expect(run([{ type: 'turn-off' }], { status: 'keeping' })).toEqual({ status: 'keeping' });
  });

  it('a recording the device would not keep is a failure the member is told of', () => {
    expect(run([{ type: 'problem', problem: 'not-kept' }], { status: 'keeping' })).toEqual({
      status: 'failed',
      problem: 'not-kept',
    });
  });

  it('reads as on from asking to keeping', () => {
    const on: RecorderState['status'][] = ['asking', 'ready', 'recording', 'keeping'];
    for (const status of on) expect(isRecordingOn({ status } as RecorderState)).toBe(true);
    expect(isRecordingOn(RECORDER_OFF)).toBe(false);
  });
});

describe('microphoneProblemOf', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  it('tells a refusal, a missing microphone, an unsupported browser and a busy device apart', () => {
    expect(microphoneProblemOf(named('NotAllowedError'))).toBe('refused');
    expect(microphoneProblemOf(named('SecurityError'))).toBe('refused');
    expect(microphoneProblemOf(named('NotFoundError'))).toBe('missing');
    expect(microphoneProblemOf(named('OverconstrainedError'))).toBe('missing');
    expect(microphoneProblemOf(named('NotSupportedError'))).toBe('unsupported');
    expect(microphoneProblemOf(named('NotReadableError'))).toBe('busy');
    expect(microphoneProblemOf(null)).toBe('busy');
  });

  it('every problem says the practice goes on or the time was kept', () => {
    for (const text of Object.values(MICROPHONE_PROBLEM_TEXT)) expect(text).toMatch(/Practise on without it|time was still/);
  });
});

describe('pickRecordingMimeType', () => {
  it('takes the first format the browser records, or leaves the choice to it', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingMimeType(() => false)).toBeUndefined();
    expect(
      pickRecordingMimeType(() => {
        throw new Error('no');
      }),
    ).toBeUndefined();
  });
});

describe('recordingFileName', () => {
  const at = Date.UTC(2026, 10, 26, 21, 0);
  it('names the speech and the day, with the extension of the format', () => {
    expect(recordingFileName('First Proposition', 'audio/webm;codecs=opus', at)).toBe('first-proposition-2026-11-26.webm');
    expect(recordingFileName('Reply (Opposition)', 'audio/mp4', at)).toBe('reply-opposition-2026-11-26.m4a');
    expect(recordingFileName('Première', 'audio/ogg', at)).toBe('premi-re-2026-11-26.ogg');
    expect(recordingFileName('—', '', at)).toBe('speech-2026-11-26.webm');
  });
});
