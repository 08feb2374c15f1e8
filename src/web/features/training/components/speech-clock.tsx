// The practice timer of one speech, with the format's bells: one knock when
// points of information open and close, two at time, as the live room rings
// them (shared/debates/timer.ts crossedSignals). The speaker starts and stops
// it; the time spoken is what the server scores for time discipline. Sound
// starts off — browsers allow it only after a gesture — until turned on.
import { Bell, BellOff, Play, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { crossedSignals, TIMER_FINAL_COUNTDOWN_MS, type TimerSignal } from '#shared/debates/timer.ts';
import type { FormatSpeech } from '#shared/formats/format-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatClock } from '../attempt-logic.ts';
import { RecordingPanel, type RecordingTarget, useSpeechRecorder } from './speech-recorder.tsx';

let audio: AudioContext | null = null;

function ring(signal: TimerSignal): void {
  if (!audio) return;
  const offsets = signal === 'time' ? [0, 0.35] : signal === 'final-countdown' ? [] : [0];
  for (const offset of offsets) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = signal === 'time' ? 880 : 660;
    const start = audio.currentTime + offset;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.3);
  }
}

const SIGNAL_TEXT: Record<TimerSignal, string> = {
  'poi-open': 'Points of information are open.',
  'poi-close': 'Protected time: no more points of information.',
  'final-countdown': '30 seconds left.',
  time: 'Time. Finish your sentence.',
};

export type ClockSpeech = Pick<
  FormatSpeech,
  'id' | 'label' | 'seconds' | 'poiWindow' | 'kind' | 'speakers' | 'side' | 'shortLabel'
>;

export function SpeechClock({
  speech,
  onStop,
  spokenMs,
  disabled = false,
  recording = null,
}: {
  speech: ClockSpeech;
  /** Called with the time spoken when the speaker stops the clock. */
  onStop: (spokenMs: number) => void;
  /** The time recorded so far (a saved attempt), shown until the clock runs again. */
  spokenMs?: number;
  disabled?: boolean;
  /** Offers the optional audio recording of this speech, kept on the device under the attempt and speech. */
  recording?: RecordingTarget | null;
}) {
  const recorder = useSpeechRecorder(recording);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [isSoundOn, setSoundOn] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastElapsed = useRef(0);
  const durationMs = speech.seconds * 1000;
  const isRunning = startedAt !== null;
  const elapsed = isRunning ? now - startedAt : (spokenMs ?? 0);
  const remaining = durationMs - elapsed;
  const poi = speech.poiWindow;
  const isPoiOpen = isRunning && poi && elapsed >= poi.fromSeconds * 1000 && elapsed < poi.toSeconds * 1000;

  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [startedAt]);

  useEffect(() => {
    if (startedAt === null) return;
    const from = lastElapsed.current;
    lastElapsed.current = elapsed;
    for (const signal of crossedSignals(speech as FormatSpeech, from, elapsed)) {
      if (isSoundOn) ring(signal);
      setAnnouncement(SIGNAL_TEXT[signal]);
    }
  }, [elapsed, startedAt, speech, isSoundOn]);

  const handleStart = () => {
    const at = Date.now();
    lastElapsed.current = 0;
    setAnnouncement('');
    setNow(at);
    setStartedAt(at);
    recorder.clockStarted();
  };
  const handleStop = () => {
    if (startedAt === null) return;
    const spoken = Math.max(0, Date.now() - startedAt);
    setStartedAt(null);
    recorder.clockStopped(spoken);
    onStop(spoken);
  };
  const toggleSound = () => {
    if (!isSoundOn && !audio && typeof AudioContext !== 'undefined') audio = new AudioContext();
    setSoundOn(!isSoundOn);
  };

  return (
    <div className="space-y-3">
      <div className="rounded-xl bg-slate-900 p-5 text-white">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <p className="font-semibold">{speech.label}</p>
          <p className="text-sm text-slate-300">
            {Math.round(speech.seconds / 60) >= 1 && speech.seconds % 60 === 0
              ? `${speech.seconds / 60} minute${speech.seconds === 60 ? '' : 's'}`
              : `${speech.seconds} seconds`}
            {poi
              ? ` · points of information from ${formatClock(poi.fromSeconds * 1000)} to ${formatClock(poi.toSeconds * 1000)}`
              : ''}
          </p>
        </div>
        <p
          role="timer"
          aria-label={isRunning ? 'Time left' : 'Time spoken'}
          className={cn(
            'mt-3 font-mono text-5xl font-bold tabular-nums',
            isRunning && remaining < 0
              ? 'text-red-300'
              : isRunning && remaining <= TIMER_FINAL_COUNTDOWN_MS
                ? 'text-amber-200'
                : '',
          )}
        >
          {isRunning ? formatClock(remaining) : formatClock(elapsed).replace('+', '')}
        </p>
        <p className="mt-1 text-sm text-slate-300">
          {isRunning
            ? isPoiOpen
              ? 'Points of information may be offered.'
              : remaining < 0
                ? 'Over time.'
                : 'Speaking.'
            : spokenMs !== undefined
              ? 'Time spoken. Start again to redo the speech.'
              : 'Start the clock when you begin speaking, stop it when you finish.'}
        </p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {isRunning ? (
            <Button variant="accent" onClick={handleStop}>
              <Square aria-hidden="true" className="h-4 w-4" />
              Stop speech
            </Button>
          ) : (
            <Button variant="accent" onClick={handleStart} disabled={disabled}>
              <Play aria-hidden="true" className="h-4 w-4" />
              {spokenMs !== undefined ? 'Start again' : 'Start speech'}
            </Button>
          )}
          <Button variant="secondary" onClick={toggleSound} aria-pressed={isSoundOn}>
            {isSoundOn ? <Bell aria-hidden="true" className="h-4 w-4" /> : <BellOff aria-hidden="true" className="h-4 w-4" />}
            Bells {isSoundOn ? 'on' : 'off'}
          </Button>
        </div>
      </div>
      {recording ? <RecordingPanel recorder={recorder} target={recording} /> : null}
    </div>
  );
}
