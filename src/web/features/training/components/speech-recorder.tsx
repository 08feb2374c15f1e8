// The optional audio recording of a practice speech: the member turns it on
// (only then is the microphone asked for), the speech clock starts and stops
// it, and the recording is kept in this device's IndexedDB with playback, a
// download and Delete. It leaves the device only if the member shares it with
// a reviewer (features/training-review). A refused or missing microphone is
// said plainly and the practice goes on without it.
import { Download, Mic, MicOff, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { RECORDING_BITS_PER_SECOND } from '#shared/training/recording.ts';
import { cn } from '#web/lib/cn.ts';
import { deleteRecording, keepRecording, readRecording, type SpeechRecording } from '#web/lib/offline/training-audio-db.ts';
import {
  isRecordingOn,
  MICROPHONE_PROBLEM_TEXT,
  microphoneProblemOf,
  pickRecordingMimeType,
  RECORDER_OFF,
  RECORDER_STATUS_TEXT,
  type RecorderState,
  recorderReducer,
  recordingFileName,
} from '../audio-recorder-logic.ts';
import { formatClock } from '../attempt-logic.ts';

export interface RecordingTarget {
  attemptId: string;
  speechId: string;
  speechLabel: string;
}

export const RECORDING_STAYS_HERE =
  'Your recording stays on this device. It is uploaded only if you share it with a reviewer when you ask for a review.';

// Pages showing a speech's recording hear when it is kept or deleted (the mock
// debate moves to the next speech before the last one's recording is kept).
const listeners = new Set<(attemptId: string, speechId: string) => void>();
const announceChange = (attemptId: string, speechId: string) => {
  for (const listener of listeners) listener(attemptId, speechId);
};

// Once turned on, recording stays on for the attempt's next speech (the microphone is already allowed):
// the attempt whose speeches are recorded, if any. Another attempt starts with recording off.
let recordingAttemptId: string | null = null;

interface Stored {
  recording: SpeechRecording;
  url: string;
}

/** The recording kept for one speech, read from the device and followed as it changes. */
function useStoredRecording(attemptId: string, speechId: string) {
  const [stored, setStored] = useState<Stored | null>(null);
  useEffect(() => {
    let current: Stored | null = null;
    let cancelled = false;
    const load = async () => {
      const recording = await readRecording(attemptId, speechId).catch(() => null);
      if (cancelled) return;
      if (current) URL.revokeObjectURL(current.url);
      current = recording ? { recording, url: URL.createObjectURL(recording.audio) } : null;
      setStored(current);
    };
    const onChange = (a: string, s: string) => {
      if (a === attemptId && s === speechId) void load();
    };
    listeners.add(onChange);
    void load();
    return () => {
      cancelled = true;
      listeners.delete(onChange);
      if (current) URL.revokeObjectURL(current.url);
    };
  }, [attemptId, speechId]);
  const remove = useCallback(async () => {
    await deleteRecording(attemptId, speechId).catch(() => undefined);
    announceChange(attemptId, speechId);
  }, [attemptId, speechId]);
  return { stored, remove };
}

export interface SpeechRecorder {
  state: RecorderState;
  turnOn: () => void;
  turnOff: () => void;
  /** The speech clock started: recording begins when it is on and the microphone is open. */
  clockStarted: () => void;
  /** The speech clock stopped: the recording ends and is kept on the device. */
  clockStopped: (spokenMs: number) => void;
}

export function useSpeechRecorder(target: RecordingTarget | null): SpeechRecorder {
  const [state, dispatch] = useReducer(recorderReducer, RECORDER_OFF);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const wanted = useRef(false);
  /** The clock's time spoken for the recording under way, once stopped. */
  const spoken = useRef<number | null>(null);
  const isMounted = useRef(true);
  const targetRef = useRef(target);
  targetRef.current = target;

  const closeMicrophone = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const turnOn = useCallback(() => {
    wanted.current = true;
    recordingAttemptId = targetRef.current?.attemptId ?? null;
    dispatch({ type: 'turn-on' });
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      recordingAttemptId = null;
      dispatch({ type: 'problem', problem: 'unsupported' });
      return;
    }
    navigator.mediaDevices.getUserMedia({ audio: true }).then(
      (opened) => {
        if (!wanted.current || !isMounted.current) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream.current = opened;
        dispatch({ type: 'granted' });
      },
      (error: unknown) => {
        recordingAttemptId = null;
        if (isMounted.current) dispatch({ type: 'problem', problem: microphoneProblemOf(error) });
      },
    );
  }, []);

  const turnOff = useCallback(() => {
    wanted.current = false;
    recordingAttemptId = null;
    if (recorder.current) return;
    closeMicrophone();
    dispatch({ type: 'turn-off' });
  }, [closeMicrophone]);

  const clockStarted = useCallback(() => {
    const opened = stream.current;
    const speech = targetRef.current;
    if (!opened || !speech || recorder.current) return;
    const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    let started: MediaRecorder;
    try {
      // A speech's bit rate (RECORDING_BITS_PER_SECOND): a shared recording stays well within the upload limit.
      started = new MediaRecorder(opened, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
    } catch (error) {
      closeMicrophone();
      dispatch({ type: 'problem', problem: microphoneProblemOf(error) });
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    spoken.current = null;
    started.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    started.addEventListener('stop', () => {
      recorder.current = null;
      const type = started.mimeType || mimeType || 'audio/webm';
      const recording: SpeechRecording = {
        attemptId: speech.attemptId,
        speechId: speech.speechId,
        audio: new Blob(chunks, { type }),
        mimeType: type,
        durationMs: spoken.current ?? Date.now() - startedAt,
        recordedAt: startedAt,
      };
      if (!isMounted.current || !wanted.current) closeMicrophone();
      keepRecording(recording).then(
        () => {
          announceChange(speech.attemptId, speech.speechId);
          if (isMounted.current) dispatch({ type: 'kept' });
        },
        () => {
          closeMicrophone();
          if (isMounted.current) dispatch({ type: 'problem', problem: 'not-kept' });
        },
      );
    });
    started.start();
    recorder.current = started;
    dispatch({ type: 'clock-started' });
  }, [closeMicrophone]);

  const clockStopped = useCallback((spokenMs: number) => {
    const running = recorder.current;
    if (!running) return;
    spoken.current = spokenMs;
    if (running.state !== 'inactive') running.stop();
    dispatch({ type: 'clock-stopped' });
  }, []);

  useEffect(() => {
    isMounted.current = true;
    // Recording was on for the attempt's previous speech: keep it on without asking again.
    if (targetRef.current && targetRef.current.attemptId === recordingAttemptId) turnOn();
    return () => {
      isMounted.current = false;
      // A speech left while recording (the next speech of a mock debate) is still kept.
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      else closeMicrophone();
    };
  }, [turnOn, closeMicrophone]);

  return { state, turnOn, turnOff, clockStarted, clockStopped };
}

/** A kept recording: playback, download and Delete; nothing when the speech has none. */
export function StoredRecording({
  attemptId,
  speechId,
  speechLabel,
  className,
  withNote = false,
}: RecordingTarget & { className?: string; withNote?: boolean }) {
  const { stored, remove } = useStoredRecording(attemptId, speechId);
  if (!stored) return null;
  const { recording, url } = stored;
  return (
    <div className={cn('space-y-2', className)}>
      <p className="text-sm text-slate-700">
        Recording of {speechLabel}: {formatClock(recording.durationMs).replace('+', '')}, recorded{' '}
        {new Date(recording.recordedAt).toLocaleString()}.{withNote ? ` ${RECORDING_STAYS_HERE}` : ''}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: the member's own speech, recorded on this device; there is no caption to offer. */}
      <audio controls src={url} aria-label={`Recording of ${speechLabel}`} className="w-full" />
      <div className="flex flex-wrap gap-2">
        <a
          href={url}
          download={recordingFileName(speechLabel, recording.mimeType, recording.recordedAt)}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 underline underline-offset-2 hover:bg-slate-100"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download recording
        </a>
        <Button variant="ghost" size="sm" onClick={() => void remove()}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete recording
        </Button>
      </div>
    </div>
  );
}

/** The "Record audio" toggle, what the recorder is doing, and the speech's kept recording. */
export function RecordingPanel({ recorder, target }: { recorder: SpeechRecorder; target: RecordingTarget }) {
  const { state } = recorder;
  const isOn = isRecordingOn(state);
  const isBusy = state.status === 'recording' || state.status === 'keeping';
  const statusText =
    state.status === 'off'
      ? ''
      : state.status === 'failed'
        ? MICROPHONE_PROBLEM_TEXT[state.problem]
        : RECORDER_STATUS_TEXT[state.status];
  return (
    <section aria-label="Audio recording" className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={isOn}
          disabled={isBusy}
          onClick={() => (isOn ? recorder.turnOff() : recorder.turnOn())}
        >
          {isOn ? <Mic aria-hidden="true" className="h-4 w-4" /> : <MicOff aria-hidden="true" className="h-4 w-4" />}
          Record audio
        </Button>
        <p className="text-sm text-slate-700">{RECORDING_STAYS_HERE}</p>
      </div>
      <p role="status" className="flex items-center gap-2 text-sm text-slate-800">
        {state.status === 'recording' ? (
          <span aria-hidden="true" className="inline-block h-3 w-3 animate-pulse rounded-full bg-red-600" />
        ) : null}
        {statusText}
      </p>
      <StoredRecording {...target} />
    </section>
  );
}
