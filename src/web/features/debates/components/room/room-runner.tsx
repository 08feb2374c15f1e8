// Who runs the live room, said to everyone: the server's rule (canRunTimer) is
// that the chair judge runs it once one is assigned, before that the organiser
// who created the debate (and an admin always may). The creator who lost the
// controls to a chair judge is told why, rather than finding them gone.
import type { DebateRoomSnapshot } from '#shared/debates/contract.ts';
import { cn } from '#web/lib/cn.ts';
import type { Debate } from '../../types.ts';

type Runner = NonNullable<DebateRoomSnapshot['runner']>;

/** "Jo Bloggs (chair judge) runs the room" / "Jo Bloggs (the organiser) runs the room". */
export function runnerText(runner: Runner): string {
  return `${runner.name} (${runner.role === 'chair-judge' ? 'chair judge' : 'the organiser'}) runs the room`;
}

/** True for the debate's creator once a chair judge has taken the room's controls from them. */
export function hasHandedRoomToChairJudge(debate: Debate, runner: Runner | null): boolean {
  return Boolean(
    runner?.role === 'chair-judge' &&
      debate.viewer.userId &&
      debate.viewer.userId === debate.createdBy &&
      runner.userId !== debate.viewer.userId &&
      !debate.viewer.canRunTimer,
  );
}

export function RoomRunner({
  debate,
  runner,
  tone = 'dark',
  className,
}: {
  debate: Debate;
  runner: Runner | null;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  if (!runner) return null;
  return (
    <div className={cn('text-sm', tone === 'dark' ? 'text-slate-200' : 'text-slate-700', className)}>
      <p data-testid="room-runner">{runnerText(runner)}.</p>
      {hasHandedRoomToChairJudge(debate, runner) ? (
        <p data-testid="room-runner-why" className="mt-1">
          You created this debate, but once a chair judge is assigned the chair judge opens the room and runs the clock, so the
          room’s controls are with {runner.name} now.
        </p>
      ) : null}
    </div>
  );
}
