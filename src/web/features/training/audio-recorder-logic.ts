// The rules of a speech's optional audio recording: a small state machine
// driven by the "Record audio" toggle, the microphone's answer and the speech
// clock, the messages for a refused or missing microphone, the recording's
// format and its file name. The recording itself is kept on the device
// (src/web/lib/offline/training-audio-db.ts) unless shared with a reviewer.

export type MicrophoneProblem = 'refused' | 'missing' | 'unsupported' | 'busy' | 'not-kept';

export type RecorderState =
  /** Recording is off: the clock runs without it. */
  | { status: 'off' }
  /** The browser is asking the member for the microphone. */
  | { status: 'asking' }
  /** The microphone is open: the next speech is recorded. */
  | { status: 'ready' }
  | { status: 'recording' }
  /** The clock stopped; the recording is being kept on the device. */
  | { status: 'keeping' }
  /** Recording could not go on; the practice goes on without it. */
  | { status: 'failed'; problem: MicrophoneProblem };

export type RecorderEvent =
  | { type: 'turn-on' }
  | { type: 'turn-off' }
  | { type: 'granted' }
  | { type: 'problem'; problem: MicrophoneProblem }
  | { type: 'clock-started' }
  | { type: 'clock-stopped' }
  | { type: 'kept' };

export const RECORDER_OFF: RecorderState = { status: 'off' };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'turn-on':
      return state.status === 'off' || state.status === 'failed' ? { status: 'asking' } : state;
    case 'turn-off':
      // A recording under way is finished by the clock, not by the toggle.
      return state.status === 'recording' || state.status === 'keeping' ? state : RECORDER_OFF;
    case 'granted':
      return state.status === 'asking' ? { status: 'ready' } : state;
    case 'problem':
      return state.status === 'off' ? state : { status: 'failed', problem: event.problem };
    case 'clock-started':
      return state.status === 'ready' ? { status: 'recording' } : state;
    case 'clock-stopped':
      return state.status === 'recording' ? { status: 'keeping' } : state;
    case 'kept':
      // The microphone stays open for the next try of the speech.
      return state.status === 'keeping' ? { status: 'ready' } : state;
  }
}

/** True while the toggle reads "on". */
export function isRecordingOn(state: RecorderState): boolean {
  return state.status !== 'off' && state.status !== 'failed';
}

export const RECORDER_STATUS_TEXT: Record<Exclude<RecorderState['status'], 'failed' | 'off'>, string> = {
  asking: 'Waiting for your browser to allow the microphone…',
  ready: 'Microphone ready: recording starts with the speech clock.',
  recording: 'Recording your speech.',
  keeping: 'Keeping your recording on this device…',
};

export const MICROPHONE_PROBLEM_TEXT: Record<MicrophoneProblem, string> = {
  refused:
    'The microphone was not allowed, so this speech is not recorded. Practise on without it, or allow the microphone in your browser’s site settings and turn recording on again.',
  missing: 'No microphone was found on this device, so this speech is not recorded. Practise on without it.',
  unsupported: 'This browser cannot record audio here, so this speech is not recorded. Practise on without it.',
  busy: 'The microphone could not be opened (another app may be using it), so this speech is not recorded. Practise on without it.',
  'not-kept':
    'The recording could not be kept on this device (the browser refused the storage or has no room left). Your time was still recorded.',
};

/** What a getUserMedia or MediaRecorder failure means for the member. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'refused';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'busy';
  }
}

/** The formats tried in order: Chromium and Firefox record Opus in WebM or Ogg, Safari AAC in MP4. */
export const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** The first format the browser records, or undefined to let it choose. */
export function pickRecordingMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

const EXTENSIONS: [string, string][] = [
  ['audio/webm', 'webm'],
  ['audio/ogg', 'ogg'],
  ['audio/mp4', 'm4a'],
  ['audio/mpeg', 'mp3'],
];

/** The download's file name: the speech and the day it was recorded, with the format's extension. */
export function recordingFileName(speechLabel: string, mimeType: string, recordedAt: number): string {
  const extension = EXTENSIONS.find(([type]) => mimeType.startsWith(type))?.[1] ?? 'webm';
  const slug =
    speechLabel
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'speech';
  const day = new Date(recordedAt).toISOString().slice(0, 10);
  return `${slug}-${day}.${extension}`;
}
