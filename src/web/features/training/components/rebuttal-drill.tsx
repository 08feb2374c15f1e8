// The timed rebuttal drill: one argument at a time with its countdown. The
// member tags each response and writes their own, then goes on; when the
// time runs out the drill moves to the next argument. Each answer is saved
// the moment it is given, because the server counts it only if it arrives
// within the drill's time (docs/training.md, "Timed drills and the server's clock").
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AttemptDetail, SubmittedAnswer } from '#shared/training/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { type AttemptDraft, drillRemainingMs, formatClock } from '../attempt-logic.ts';
import { ItemQuestion } from './item-question.tsx';

export function RebuttalDrill({
  attempt,
  draft,
  onSubmitItem,
}: {
  attempt: AttemptDetail;
  draft: AttemptDraft;
  onSubmitItem: (answer: SubmittedAnswer | null, text: string, itemId: string) => void;
}) {
  const limitMs = (attempt.timeLimitSeconds ?? 90) * 1000;
  const [passed, setPassed] = useState<ReadonlySet<string>>(() => new Set());
  const index = attempt.items.findIndex((item) => !draft.answers[item.id] && !passed.has(item.id));
  const item = index >= 0 ? attempt.items[index] : undefined;
  // When the current argument was shown; until its effect below has run, the argument is new (shown now).
  const [shown, setShown] = useState<{ id: string; at: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [answer, setAnswer] = useState<SubmittedAnswer | undefined>(undefined);
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const startedAt = new Date(attempt.startedAt).getTime();

  // A new argument: its own clock, an empty answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the argument changes
  useEffect(() => {
    const at = Date.now();
    if (item) setShown({ id: item.id, at });
    setNow(at);
    setAnswer(undefined);
    setText('');
  }, [item?.id]);

  useEffect(() => {
    if (!item) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [item]);

  const isShown = Boolean(item && shown?.id === item.id);
  const shownAt = isShown && shown ? shown.at : now;
  const remaining = item ? drillRemainingMs({ index, limitMs, startedAt, shownAt, now }) : 0;

  useEffect(() => {
    if (!item || !isShown || remaining > 0) return;
    setAnnouncement('Time is up on this argument; on to the next.');
    // Whatever was tagged in time is kept with the written response; the server decides if it counted.
    onSubmitItem(answer ?? null, text, item.id);
    setPassed((before) => new Set(before).add(item.id));
  }, [remaining, item, isShown, answer, text, onSubmitItem]);

  if (!item) {
    return (
      <p className="rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">
        You have answered every argument of the drill. Rate your written responses below if you like, then finish to see your
        score.
      </p>
    );
  }

  const handleSubmit = () => {
    const given = answer ? { ...answer, elapsedMs: Math.max(0, Date.now() - shownAt) } : null;
    setAnnouncement(index + 1 < attempt.items.length ? 'Answer saved; next argument.' : 'Answer saved.');
    onSubmitItem(given, text, item.id);
    setPassed((before) => new Set(before).add(item.id));
  };

  return (
    <div className="space-y-4">
      <div
        className={cn(
          'flex items-center gap-3 rounded-xl p-4 ring-1',
          remaining <= 15_000 ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200',
        )}
      >
        <Timer aria-hidden="true" className="h-6 w-6 text-brand-700" />
        <p>
          Argument {index + 1} of {attempt.items.length}: <span className="sr-only">time left </span>
          <span role="timer" aria-label="Time left on this argument" className="font-mono text-2xl font-bold tabular-nums">
            {formatClock(remaining)}
          </span>
        </p>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ItemQuestion item={item} number={index + 1} total={attempt.items.length} answer={answer} onAnswer={setAnswer} />
      <TextAreaField
        label="Your own response to the argument"
        hint="Kept with your attempt for review; the tags above are what is scored."
        rows={4}
        value={text}
        length={text.length}
        limit={4000}
        onChange={(e) => setText(e.target.value)}
      />
      <Button onClick={handleSubmit}>{index + 1 < attempt.items.length ? 'Answer and go on' : 'Answer'}</Button>
    </div>
  );
}
