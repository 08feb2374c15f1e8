// The room's running order: every speech of the positions the debate uses, in
// order, each given, under way, still to come, or skipped because nobody holds
// its position ("Skipped — no speaker in First Proposition"). The timer runs the
// speeches fixed when the room opened (state.speechIds); everyone sees the same
// list, so the chair's one rule for an empty position is plain to the room.
import { AUDIENCE_ROLE } from '#shared/debates/audience.ts';
import type { TimerState } from '#shared/debates/timer.ts';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import { debateSchedule, skippedSpeechText } from '#shared/formats/positions.ts';
import { cn } from '#web/lib/cn.ts';
import type { Debate } from '../../types.ts';

export function RunningOrder({ debate, format, state }: { debate: Debate; format: DebateFormat; state: TimerState }) {
  const held = debate.participants.filter((p) => p.role !== AUDIENCE_ROLE).map((p) => p.role);
  const schedule = debateSchedule(format, debate.maxParticipants, held, state.speechIds);
  // The timer's index counts the speeches it runs, not the skipped ones.
  let given = -1;
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Running order</h3>
      <ol className="mt-2 space-y-1 text-sm" data-testid="room-running-order">
        {schedule.map((entry) => {
          if (entry.skipped) {
            return (
              <li key={entry.speech.id} data-state="skipped" className="text-slate-300">
                <span className="line-through">{entry.speech.label}</span> · {skippedSpeechText(entry)}
              </li>
            );
          }
          given += 1;
          const isDone = state.spoken.some((spoken) => spoken.speechId === entry.speech.id);
          const isNow = given === state.speechIndex && state.phase === 'speech';
          const label = isDone
            ? 'given'
            : isNow
              ? 'under way'
              : state.phase === 'finished'
                ? 'not given'
                : `${entry.speech.seconds / 60} min`;
          return (
            <li
              key={entry.speech.id}
              data-state={isDone ? 'given' : isNow ? 'current' : 'upcoming'}
              aria-current={isNow ? 'step' : undefined}
              className={cn(isNow ? 'font-semibold text-white' : 'text-slate-200')}
            >
              {entry.speech.label} <span className="text-slate-300">· {label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
