// The live room on a debate's page: the same clock on every screen, computed
// from the server's timer state and the server's time (never from local ticks);
// the current speech and who gives it, POI window, the speaker queue,
// preparation, the room's log, and a times summary after the last speech. The
// chair gets the controls. Screen readers hear phase changes and the last 30
// seconds through a polite live region, not every second.
import { Bell, BellOff, Radio } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  closedTimerState,
  crossedSignals,
  prepRemainingMs,
  TIMER_PAUSE_REASON_MAX,
  type TimerCommand,
  type TimerState,
  type TimerView,
  timerView,
} from '#shared/debates/timer.ts';
import type { DebateRoomEvent } from '#shared/debates/contract.ts';
import type { ChannelStatus } from '#shared/realtime/contract.ts';
import type { DebateFormat, FormatSpeech } from '#shared/formats/format-types.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { formatForTimer } from '#shared/formats/positions.ts';
import { DEBATE_MESSAGES } from '#shared/debates/messages.ts';
import { formatClockTime } from '#web/components/date-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useStartDebate } from '../../api/start-debate.ts';
import { useTimerCommand } from '../../api/run-timer-command.ts';
import { debateQueryOptions } from '../../api/get-debate.ts';
import type { Debate } from '../../types.ts';
import { RunningOrder } from './running-order.tsx';
import { RoomRunner } from './room-runner.tsx';
import { formatClock, ringSignal, setTimerMuted, unlockAudio } from './timer-signals.ts';
import { useDebateRoom, useServerNow } from './use-debate-room.ts';

const PHASE_LABELS: Record<TimerState['phase'], string> = {
  waiting: 'Waiting to start',
  speech: 'Speech',
  prep: 'Preparation',
  between: 'Between speeches',
  finished: 'Finished',
};

const CHANNEL_LABELS = ['Live updates on', 'Connecting…', 'Reconnecting…'] as const;

function channelLabel(status: ChannelStatus): (typeof CHANNEL_LABELS)[number] {
  if (status === 'subscribed') return CHANNEL_LABELS[0];
  return status === 'connecting' ? CHANNEL_LABELS[1] : CHANNEL_LABELS[2];
}

function speakerNames(debate: Debate, speech: FormatSpeech | null): string {
  if (!speech) return '';
  const names = speech.speakers.map((position) => {
    const holder = debate.participants.find((p) => p.role === position);
    return holder ? holder.name : 'open position';
  });
  return names.join(' & ');
}

function eventText(event: DebateRoomEvent, format: DebateFormat): string {
  const speech = typeof event.payload.speechLabel === 'string' ? event.payload.speechLabel : '';
  const side = format.sides.find((s) => s.id === event.payload.prepSide)?.label;
  switch (event.type) {
    case 'debate-started':
      return 'The chair opened the room';
    case 'start-speech':
      return `${speech} began`;
    case 'end-speech':
      return `${speech} ended after ${formatClock(Number(event.payload.elapsedMs ?? 0))}`;
    case 'pause':
      return typeof event.payload.reason === 'string' && event.payload.reason
        ? `Clock paused — ${event.payload.reason}`
        : 'Clock paused';
    case 'resume':
      return 'Clock resumed';
    case 'start-prep':
      return side ? `${side} took preparation time` : 'Preparation began';
    case 'end-prep':
      return 'Preparation ended';
    case 'poi':
      return event.payload.action === 'accepted' ? 'Point of information accepted' : 'Point of information offered';
    case 'finish':
      return 'The debate finished';
    default:
      return event.type;
  }
}

/** True when the signed-in viewer holds a position that gives `speech`. */
function isViewerSpeaking(debate: Debate, speech: FormatSpeech | null): boolean {
  const role = debate.viewer.role;
  return Boolean(speech && role && speech.speakers.includes(role));
}

/** " — <reason>" after "paused" when the chair gave one. */
function pauseReasonSuffix(state: TimerState): string {
  return state.pauseReason ? ` — ${state.pauseReason}` : '';
}

/** What the live region says when the room's phase changes. */
function phaseAnnouncement(view: TimerView, state: TimerState, debate: Debate, status: string): string {
  if (status === 'cancelled') return 'The debate was cancelled; the room is closed.';
  if (state.phase === 'finished') return 'The debate has finished.';
  if (state.phase === 'speech' && view.speech) {
    if (!state.running) return `Clock paused at ${formatClock(view.remainingMs)}${pauseReasonSuffix(state)}.`;
    const cue = isViewerSpeaking(debate, view.speech) ? `You're on: ${view.speech.label}. ` : '';
    return `${cue}${view.speech.label} by ${speakerNames(debate, view.speech)} is under way: ${formatClock(view.remainingMs)} left.`;
  }
  if (state.phase === 'prep')
    return state.running ? 'Preparation time is running.' : `Preparation paused${pauseReasonSuffix(state)}.`;
  if (state.phase === 'between' && view.nextSpeech) return `Next: ${view.nextSpeech.label}.`;
  return 'Waiting for the chair to start the first speech.';
}

const NO_EVENTS: readonly DebateRoomEvent[] = [];

/**
 * What happened in the room, newest last. Its own component: the clock re-renders
 * the room several times a second, and the log changes only with an event.
 */
const RoomLog = memo(function RoomLog({ events, format }: { events: readonly DebateRoomEvent[]; format: DebateFormat }) {
  return (
    // Focusable: keyboard users scroll a long log too.
    <ol
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
      tabIndex={0}
      aria-label="Room log"
      className="mt-2 max-h-56 space-y-1 overflow-y-auto rounded text-sm text-slate-200 empty:hidden focus-visible:outline-2 focus-visible:outline-white"
      data-testid="room-log"
    >
      {events.map((event) => (
        <li key={event.version}>
          <time dateTime={event.at} className="text-slate-400">
            {formatClockTime(event.at)}
          </time>{' '}
          {eventText(event, format)}
        </li>
      ))}
    </ol>
  );
});

export function DebateRoom({ debate }: { debate: Debate }) {
  const headingId = useId();
  const fullFormat = getFormat(debate.format);
  // Followed while scheduled too, so every open page sees the chair open the room.
  // And once over: a finished or cancelled debate's room shows the speeches given.
  const { room, channelStatus, isLoadFailed, refetch, applyOwn } = useDebateRoom(debate.id, { enabled: true });
  const queryClient = useQueryClient();
  const start = useStartDebate(debate.id);
  const command = useTimerCommand(debate.id);
  const status = room?.status ?? debate.status;
  // A debate that is over never shows a waiting or running room, whatever the room says.
  const isClosed = status === 'finished' || status === 'cancelled';
  const state = useMemo(() => (room && isClosed ? closedTimerState(room.timer) : room?.timer), [room, isClosed]);
  // The timer runs the speeches fixed when the room opened: positions in use, with a speaker (RunningOrder shows the rest).
  const speechIds = state?.speechIds;
  const format = useMemo(() => fullFormat && formatForTimer(fullFormat, speechIds), [fullFormat, speechIds]);
  const isOpen = status === 'live' || isClosed;
  // The page's own copy of the debate (status badge, joining) follows the room.
  useEffect(() => {
    if (room && room.status !== debate.status)
      void queryClient.invalidateQueries({ queryKey: debateQueryOptions(debate.id).queryKey });
  }, [room, debate.status, debate.id, queryClient]);
  const now = useServerNow(Boolean(state?.running));
  const view = format && state ? timerView(format, state, now) : null;
  const [announcement, setAnnouncement] = useState('');
  // Browsers play sound only after a gesture: the bells start off until the viewer turns them on.
  const [isMuted, setMuted] = useState(true);
  const [flash, setFlash] = useState(false);
  const lastElapsed = useRef<{ key: string; elapsed: number } | null>(null);
  const lastPhaseKey = useRef('');

  // Phase changes are announced once each; the key names the phase, the speech and whether the clock runs.
  useEffect(() => {
    if (!state || !view) return;
    const key = `${status}:${state.phase}:${state.speechIndex}:${state.running}:${state.prepSide}`;
    if (key === lastPhaseKey.current) return;
    const isNewSpeech =
      state.phase === 'speech' && state.running && !lastPhaseKey.current.includes(`:speech:${state.speechIndex}:`);
    lastPhaseKey.current = key;
    setAnnouncement(phaseAnnouncement(view, state, debate, status));
    // The speaker's own screen lights up as their speech starts (a colour change, not motion).
    if (isNewSpeech && isViewerSpeaking(debate, view.speech)) {
      setFlash(true);
      setTimeout(() => setFlash(false), 1200);
    }
  }, [state, view, debate, status]);

  // Bells and the final countdown, each once, as the clock crosses its marks.
  useEffect(() => {
    if (!state || !view?.speech || state.phase !== 'speech') {
      lastElapsed.current = null;
      return;
    }
    const key = `${state.speechIndex}`;
    const previous = lastElapsed.current?.key === key ? lastElapsed.current.elapsed : view.elapsedMs;
    lastElapsed.current = { key, elapsed: view.elapsedMs };
    for (const signal of crossedSignals(view.speech, previous, view.elapsedMs)) {
      if (signal === 'final-countdown') {
        setAnnouncement('30 seconds left.');
        continue;
      }
      ringSignal(signal);
      setFlash(true);
      setTimeout(() => setFlash(false), 1200);
      setAnnouncement(
        signal === 'time'
          ? 'Time. The speech is over its time.'
          : signal === 'poi-open'
            ? 'Points of information are open.'
            : 'Protected time: no more points of information.',
      );
    }
  }, [state, view]);

  if (!format) return null;

  const handleMute = () => {
    if (isMuted) unlockAudio();
    setTimerMuted(!isMuted);
    setMuted(!isMuted);
  };

  const send = async (timerCommand: TimerCommand) => {
    unlockAudio();
    if (!state) return;
    try {
      applyOwn(await command.mutateAsync({ expectedVersion: state.version, command: timerCommand }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.message === DEBATE_MESSAGES.staleTimer) {
        notify.warning({ title: 'Timer updated elsewhere', description: DEBATE_MESSAGES.staleTimer });
        void refetch();
      } else if (error instanceof ApiRequestError && error.status < 500) {
        notify.error({ title: 'Command refused', description: error.message });
      } else {
        notifyError(error);
      }
    }
  };

  const handleStart = async () => {
    unlockAudio();
    try {
      applyOwn(await start.mutateAsync());
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500)
        notify.error({ title: 'Could not start', description: error.message });
      else notifyError(error);
    }
  };

  const runner = room?.runner ?? null;

  // Cancelled before anything happened in the room: nothing to show but that it is closed.
  if (status === 'cancelled' && !room?.events.length) {
    return (
      <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Live room
        </h2>
        <p className="mt-2 text-sm text-slate-700" data-testid="room-phase">
          Cancelled: the room is closed.
        </p>
      </section>
    );
  }

  if (!isOpen) {
    if (status !== 'scheduled' || (!debate.viewer.canRunTimer && !runner)) return null;
    const canStartNow = Date.now() >= Date.parse(debate.startsAt) - 60 * 60 * 1000;
    return (
      <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Live room
        </h2>
        <RoomRunner debate={debate} runner={runner} tone="light" className="mt-2" />
        {debate.viewer.canRunTimer ? (
          <>
            <p className="mt-2 text-sm text-slate-600">
              As the chair you open the room and run the clock. The room opens up to an hour before the start.
            </p>
            <Button className="mt-4" onClick={handleStart} disabled={!canStartNow || start.isPending}>
              Start debate
            </Button>
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-600">The room opens here when the debate starts.</p>
        )}
      </section>
    );
  }

  const isChair = debate.viewer.canRunTimer && status === 'live';
  const isBusy = command.isPending;
  const upcoming = state ? format.speeches.slice(state.phase === 'speech' ? state.speechIndex + 1 : state.speechIndex) : [];

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-900 p-5 text-white shadow-sm">
      <RoomHeadingRow
        headingId={headingId}
        isClosed={isClosed}
        channelStatus={channelStatus}
        isMuted={isMuted}
        onMute={handleMute}
      />

      <RoomRunner debate={debate} runner={runner} className="mt-2" />

      <div role="status" aria-live="polite" className="sr-only" data-testid="room-announcement">
        {announcement}
      </div>

      {!state || !view ? (
        <p className="mt-4 text-slate-300">{isLoadFailed ? 'The room could not be loaded. Retrying…' : 'Loading the room…'}</p>
      ) : (
        <>
          {state.phase === 'speech' && view.speech && isViewerSpeaking(debate, view.speech) ? (
            // The live region above says it to screen readers; this is the cue on screen.
            <div className="mt-5 rounded-lg bg-amber-300 px-4 py-3 text-slate-950" data-testid="room-your-turn">
              <h3 className="text-lg font-bold">You're on: {view.speech.label}</h3>
              <p className="text-sm">{state.running ? 'Your speech is under way.' : 'The chair paused the clock.'}</p>
            </div>
          ) : null}
          <RoomClockCard debate={debate} format={format} status={status} state={state} view={view} flash={flash} />

          {isChair ? <ChairControls format={format} state={state} now={now} isBusy={isBusy} onCommand={send} /> : null}

          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {state.phase !== 'finished' ? (
              <div>
                <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Up next</h3>
                {upcoming.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-300">
                    {format.speeches.length === 0
                      ? 'No speeches: nobody holds a speaking position. The chair can finish the debate.'
                      : 'This is the last speech.'}
                  </p>
                ) : (
                  <ol className="mt-2 space-y-1 text-sm" data-testid="room-queue">
                    {upcoming.slice(0, 4).map((speech) => (
                      <li key={speech.id}>
                        <span className="font-medium">{speech.label}</span>{' '}
                        <span className="text-slate-300">
                          · {speakerNames(debate, speech)} · {speech.seconds / 60} min
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
                <PrepPools format={format} state={state} now={now} />
              </div>
            ) : (
              <TimesSummary format={format} state={state} />
            )}
            <div>
              <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Room log</h3>
              {room?.events.length ? null : <p className="mt-2 text-sm text-slate-300">Nothing was logged in the room.</p>}
              <RoomLog events={room?.events ?? NO_EVENTS} format={format} />
            </div>
          </div>
          {fullFormat ? <RunningOrder debate={debate} format={fullFormat} state={state} /> : null}
        </>
      )}
    </section>
  );
}

/**
 * The room's heading, its channel's state and the Bells toggle. The server's page
 * shell writes the same row (shared/debate-shell.ts, a test compares them).
 */
export function RoomHeadingRow({
  headingId,
  isClosed,
  channelStatus,
  isMuted,
  onMute,
}: {
  headingId: string;
  isClosed: boolean;
  channelStatus: ChannelStatus;
  isMuted: boolean;
  onMute: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        {isClosed ? null : <Radio aria-hidden="true" className="h-5 w-5 text-red-400" />}
        Live room
      </h2>
      <div className={cn('flex items-center gap-3 text-sm text-slate-300', isClosed && 'hidden')}>
        {/* Every label sits in the same cell, so the line keeps the longest one's width and the Bells button stays put. */}
        <span className="grid">
          {CHANNEL_LABELS.map((label) => (
            <span key={label} aria-hidden="true" className="invisible col-start-1 row-start-1">
              {label}
            </span>
          ))}
          <span data-testid="channel-status" className="col-start-1 row-start-1">
            {channelLabel(channelStatus)}
          </span>
        </span>
        <button
          type="button"
          onClick={onMute}
          aria-pressed={!isMuted}
          className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-slate-100 ring-1 ring-slate-600 hover:bg-slate-800"
        >
          {isMuted ? <BellOff aria-hidden="true" className="h-4 w-4" /> : <Bell aria-hidden="true" className="h-4 w-4" />}
          Bells
        </button>
      </div>
    </div>
  );
}

/**
 * The clock card: phase, pause reason, speech and speakers, the clock, points of
 * information. On a live debate's page it holds the first screen's largest text,
 * so the server's page shell writes it too (shared/debate-shell.ts, a test compares them).
 */
export function RoomClockCard({
  debate,
  format,
  status,
  state,
  view,
  flash,
}: {
  debate: Debate;
  format: DebateFormat;
  status: string;
  state: TimerState;
  view: TimerView;
  flash: boolean;
}) {
  return (
    <div className={cn('mt-5 rounded-lg p-5 text-center transition-colors', flash ? 'bg-amber-800' : 'bg-slate-800')}>
      <p className="text-sm tracking-wide text-slate-300 uppercase" data-testid="room-phase">
        {status === 'cancelled' ? 'Cancelled' : PHASE_LABELS[state.phase]}
        {(state.phase === 'speech' || state.phase === 'prep') && !state.running ? ' · paused' : ''}
      </p>
      {!state.running && state.pauseReason ? (
        <p className="mt-1 font-semibold text-amber-200" data-testid="room-pause-reason">
          Paused — {state.pauseReason}
        </p>
      ) : null}
      {state.phase === 'speech' && view.speech ? (
        <p className="mt-1 text-lg font-semibold" data-testid="room-speech">
          {view.speech.label} — {speakerNames(debate, view.speech)}
        </p>
      ) : null}
      {state.phase === 'prep' ? (
        <p className="mt-1 text-lg font-semibold">
          {format.sides.find((s) => s.id === state.prepSide)?.label ?? 'Everyone'} preparing
        </p>
      ) : null}
      {view.durationMs > 0 ? (
        <p
          aria-hidden="true"
          data-testid="room-clock"
          data-remaining-ms={Math.round(view.remainingMs)}
          data-version={state.version}
          className={cn('mt-2 font-mono text-6xl font-bold tabular-nums sm:text-7xl', view.isOvertime && 'text-red-400')}
        >
          {formatClock(view.remainingMs)}
        </p>
      ) : null}
      {view.isOvertime ? <p className="mt-1 font-semibold text-red-300">Overtime</p> : null}
      {state.phase === 'speech' && view.speech?.poiWindow ? (
        <p className="mt-2 text-sm text-slate-200" data-testid="room-poi">
          {view.isPoiOpen ? 'Points of information open' : 'Protected time — no points of information'} · offered{' '}
          {state.poiOffered}, accepted {state.poiAccepted}
        </p>
      ) : null}
    </div>
  );
}

function PrepPools({ format, state, now }: { format: DebateFormat; state: TimerState; now: number }) {
  // A block is taken before the first speech only.
  if (format.prep.mode === 'none' || (format.prep.mode === 'block' && state.spoken.length > 0)) return null;
  const pools =
    format.prep.mode === 'pool'
      ? format.sides.map((side) => ({ key: side.id, label: side.label }))
      : [{ key: null, label: 'Preparation' }];
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Preparation left</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {pools.map((pool) => (
          <li key={pool.key ?? 'block'}>
            {pool.label}:{' '}
            <span className="font-mono tabular-nums">{formatClock(prepRemainingMs(format, state, pool.key, now))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TimesSummary({ format, state }: { format: DebateFormat; state: TimerState }) {
  if (state.spoken.length === 0) {
    return (
      <div className="md:col-span-1">
        <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Times</h3>
        <p className="mt-2 text-sm text-slate-300" data-testid="room-times">
          No speech was timed in the room.
        </p>
      </div>
    );
  }
  return (
    <div className="md:col-span-1">
      <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Times</h3>
      <table className="mt-2 w-full text-left text-sm" data-testid="room-times">
        <thead className="text-slate-300">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Speech
            </th>
            <th scope="col" className="py-1 font-medium">
              Planned
            </th>
            <th scope="col" className="py-1 font-medium">
              Spoken
            </th>
          </tr>
        </thead>
        <tbody>
          {state.spoken.map((spoken) => {
            const speech = format.speeches.find((s) => s.id === spoken.speechId);
            const over = speech ? spoken.elapsedMs - speech.seconds * 1000 : 0;
            return (
              <tr key={spoken.speechId} className="border-t border-slate-700">
                <td className="py-1">{speech?.label ?? spoken.speechId}</td>
                <td className="py-1 font-mono">{speech ? formatClock(speech.seconds * 1000) : '—'}</td>
                <td className={cn('py-1 font-mono', over > 15_000 && 'text-red-300')}>
                  {formatClock(spoken.elapsedMs)}
                  {over > 0 ? ` (${formatClock(-over)} over)` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Pause, with an optional reason everyone in the room sees ("Paused — <reason>"). */
function PauseControl({ isBusy, onPause }: { isBusy: boolean; onPause: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const inputId = useId();
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onPause(reason.trim());
        setReason('');
      }}
    >
      <label htmlFor={inputId} className="text-sm text-slate-200">
        Pause reason (optional)
      </label>
      <input
        id={inputId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={TIMER_PAUSE_REASON_MAX}
        autoComplete="off"
        className="h-10 w-56 rounded-lg bg-white px-2 text-slate-900"
      />
      <Button type="submit" variant="secondary" disabled={isBusy}>
        Pause
      </Button>
    </form>
  );
}

function ChairControls({
  format,
  state,
  now,
  isBusy,
  onCommand,
}: {
  format: DebateFormat;
  state: TimerState;
  now: number;
  isBusy: boolean;
  onCommand: (command: TimerCommand) => void;
}) {
  const [prepSide, setPrepSide] = useState(format.sides[0]?.id ?? '');
  const speech = format.speeches[state.speechIndex];
  const canPrep =
    (state.phase === 'waiting' || state.phase === 'between') &&
    (format.prep.mode === 'pool' || (format.prep.mode === 'block' && state.spoken.length === 0));
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="chair-controls">
      {state.phase !== 'speech' && speech ? (
        <Button variant="secondary" disabled={isBusy} onClick={() => onCommand({ type: 'start-speech' })}>
          Start {speech.shortLabel}
        </Button>
      ) : null}
      {state.running ? (
        <PauseControl isBusy={isBusy} onPause={(reason) => onCommand(reason ? { type: 'pause', reason } : { type: 'pause' })} />
      ) : state.phase === 'speech' || state.phase === 'prep' ? (
        <Button variant="secondary" disabled={isBusy} onClick={() => onCommand({ type: 'resume' })}>
          Resume
        </Button>
      ) : null}
      {state.phase === 'speech' ? (
        <Button variant="secondary" disabled={isBusy} onClick={() => onCommand({ type: 'end-speech' })}>
          End speech
        </Button>
      ) : null}
      {state.phase === 'speech' && speech?.poiWindow ? (
        <>
          <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onCommand({ type: 'poi', action: 'offered' })}>
            POI offered
          </Button>
          <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onCommand({ type: 'poi', action: 'accepted' })}>
            POI accepted
          </Button>
        </>
      ) : null}
      {canPrep ? (
        <span className="flex items-center gap-2">
          {format.prep.mode === 'pool' ? (
            <label className="flex items-center gap-1 text-sm">
              <span className="sr-only">Side taking preparation</span>
              <select
                value={prepSide}
                onChange={(event) => setPrepSide(event.target.value)}
                className="h-10 rounded-lg bg-white px-2 text-slate-900"
              >
                {format.sides.map((side) => (
                  <option key={side.id} value={side.id} disabled={prepRemainingMs(format, state, side.id, now) <= 0}>
                    {side.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={() =>
              onCommand(format.prep.mode === 'pool' ? { type: 'start-prep', side: prepSide } : { type: 'start-prep' })
            }
          >
            Start preparation
          </Button>
        </span>
      ) : null}
      {state.phase === 'prep' ? (
        <Button variant="secondary" disabled={isBusy} onClick={() => onCommand({ type: 'end-prep' })}>
          End preparation
        </Button>
      ) : null}
      <Button
        variant="danger"
        disabled={isBusy}
        onClick={() => {
          if (window.confirm('Finish the debate now? The clock stops for good.')) onCommand({ type: 'finish' });
        }}
      >
        Finish debate
      </Button>
    </div>
  );
}
