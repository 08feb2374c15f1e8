// Bells at the POI window's opening and closing and at time, generated with the
// Web Audio API (no audio files). Browsers only allow sound after a gesture on
// the page, so the audio context is created on the first click in the room.
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';
import type { TimerSignal } from '#shared/debates/timer.ts';

const MUTE_KEY = `${LOCAL_STORAGE_PREFIX}timer_muted`;
let context: AudioContext | null = null;

export function isTimerMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setTimerMuted(muted: boolean): void {
  try {
    localStorage.setItem(MUTE_KEY, String(muted));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function unlockAudio(): void {
  if (context || typeof AudioContext === 'undefined') return;
  context = new AudioContext();
}

/** One knock for the POI window, two at time (as a chair's knocks on the table). */
const PATTERNS: Record<TimerSignal, number[]> = {
  'poi-open': [0],
  'poi-close': [0],
  'final-countdown': [],
  time: [0, 0.35],
};

export function ringSignal(signal: TimerSignal): void {
  if (!context || isTimerMuted()) return;
  for (const offset of PATTERNS[signal]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = signal === 'time' ? 880 : 660;
    const start = context.currentTime + offset;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.3);
  }
}

/** "4:05", "0:07", "+0:12" (overtime). */
export { formatClock } from '#shared/debate-shell.ts';
