// The spoken parts of training: one speech in a format and position (speech
// practice), a whole format solo with its preparation and every speech in
// order (mock debate), and the quick start's one-minute speech. Each speech is
// timed with the format's bells; what is recorded is the time spoken, which
// the server scores for time discipline against the format.
import { Hourglass, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FormatSpeech } from '#shared/formats/format-types.ts';
import { getFormat, positionById } from '#shared/formats/formats.ts';
import { speechesInUse } from '#shared/formats/positions.ts';
import type { SpeechRecord } from '#shared/training/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { formatClock } from '../attempt-logic.ts';
import { type ClockSpeech, SpeechClock } from './speech-clock.tsx';
import { StoredRecording } from './speech-recorder.tsx';

type Records = readonly SpeechRecord[];

const record = (formatId: string, speechId: string, spokenMs: number): SpeechRecord => ({
  kind: 'speech',
  formatId: formatId as SpeechRecord['formatId'],
  speechId,
  spokenMs: Math.min(Math.round(spokenMs), 24 * 60 * 60 * 1000),
});

/** The speeches a position gives in its format (all of them without a position). */
export function speechesOf(formatId: string, positionId: string | null): FormatSpeech[] {
  const format = getFormat(formatId);
  if (!format) return [];
  return format.speeches.filter((s) => !positionId || s.speakers.includes(positionId));
}

export function SpeechPractice({
  attemptId,
  formatId,
  positionId,
  records,
  onRecords,
}: {
  /** The attempt, under which the speech's optional recording is kept on the device. */
  attemptId: string;
  formatId: string;
  positionId: string | null;
  records: Records;
  onRecords: (records: SpeechRecord[]) => void;
}) {
  const format = getFormat(formatId);
  const speeches = speechesOf(formatId, positionId);
  const given = records[0];
  const [speechId, setSpeechId] = useState(given?.speechId ?? speeches[0]?.id ?? '');
  const speech = speeches.find((s) => s.id === speechId) ?? speeches[0];
  if (!format || !speech) return <p className="text-slate-700">This format has no speech for the position chosen.</p>;
  const position = positionId ? positionById(format, positionId) : undefined;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        {format.label}
        {position ? `, ${position.label}` : ''}.
      </p>
      {speeches.length > 1 ? (
        <SelectField
          label="Which speech"
          value={speech.id}
          onChange={(e) => setSpeechId(e.target.value)}
          options={speeches.map((s) => ({ value: s.id, label: `${s.label} (${formatClock(s.seconds * 1000)})` }))}
        />
      ) : null}
      <SpeechClock
        key={speech.id}
        speech={speech}
        spokenMs={given?.speechId === speech.id ? given.spokenMs : undefined}
        recording={{ attemptId, speechId: speech.id, speechLabel: speech.label }}
        onStop={(ms) => onRecords([record(format.id, speech.id, ms)])}
      />
    </div>
  );
}

function PrepClock({ seconds, label }: { seconds: number; label: string }) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [startedAt]);
  const remaining = startedAt === null ? seconds * 1000 : Math.max(0, seconds * 1000 - (now - startedAt));
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <Hourglass aria-hidden="true" className="h-6 w-6 text-brand-700" />
      <div className="flex-1">
        <p className="font-medium text-slate-900">{label}</p>
        <p role="timer" aria-label="Preparation time left" className="font-mono text-2xl font-bold tabular-nums">
          {formatClock(remaining)}
        </p>
      </div>
      {startedAt === null ? (
        <Button variant="secondary" onClick={() => setStartedAt(Date.now())}>
          Start preparation
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setStartedAt(null)}>
          Reset preparation
        </Button>
      )}
    </div>
  );
}

export function MockDebateRun({
  attemptId,
  formatId,
  records,
  onRecords,
}: {
  /** The attempt, under which each speech's optional recording is kept on the device. */
  attemptId: string;
  formatId: string;
  records: Records;
  onRecords: (records: SpeechRecord[]) => void;
}) {
  const format = getFormat(formatId);
  const speeches = format ? speechesInUse(format, format.speakerCounts.at(-1) ?? format.positions.length) : [];
  const firstOpen = speeches.findIndex((s) => !records.some((r) => r.speechId === s.id));
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen ?? firstOpen;
  if (!format) return <p className="text-slate-700">This format is no longer offered.</p>;
  const prep = format.prep;
  const save = (speechId: string, ms: number) => {
    onRecords([...records.filter((r) => r.speechId !== speechId), record(format.id, speechId, ms)]);
    setChosen(null);
  };
  return (
    <div className="space-y-4">
      {prep.mode === 'block' ? (
        <PrepClock seconds={prep.seconds} label={`Preparation before the first speech: ${formatClock(prep.seconds * 1000)}`} />
      ) : prep.mode === 'pool' ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200">
          Each side has {formatClock(prep.secondsPerSide * 1000)} of preparation to use between speeches. Take it as you need it
          before each of your side’s speeches.
        </p>
      ) : (
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200">
          This format has no preparation time: the first speech starts at once.
        </p>
      )}
      <ol className="space-y-3">
        {speeches.map((speech, index) => {
          const given = records.find((r) => r.speechId === speech.id);
          const isCurrent = index === current;
          return (
            <li key={speech.id}>
              {isCurrent ? (
                <SpeechClock
                  speech={speech as ClockSpeech}
                  spokenMs={given?.spokenMs}
                  recording={{ attemptId, speechId: speech.id, speechLabel: speech.label }}
                  onStop={(ms) => save(speech.id, ms)}
                />
              ) : (
                <div className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p>
                      <span className="font-medium text-slate-900">
                        {index + 1}. {speech.label}
                      </span>{' '}
                      <span className="text-slate-600">
                        ({formatClock(speech.seconds * 1000)})
                        {given ? ` · spoken ${formatClock(given.spokenMs).replace('+', '')}` : ' · not given yet'}
                      </span>
                    </p>
                    {given ? (
                      <Button variant="ghost" size="sm" onClick={() => setChosen(index)}>
                        <RotateCcw aria-hidden="true" className="h-4 w-4" />
                        Redo {speech.shortLabel}
                      </Button>
                    ) : null}
                  </div>
                  {given ? <StoredRecording attemptId={attemptId} speechId={speech.id} speechLabel={speech.label} /> : null}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {firstOpen === -1 && chosen === null ? (
        <p className="text-slate-700">Every speech is given. Finish the run to see your time discipline for each.</p>
      ) : null}
    </div>
  );
}

/**
 * QUICK_START_SPEECH_SECONDS of src/shared/training/bank.ts, written out so the
 * page does not download the question bank (and its keys); a test checks they agree.
 */
export const QUICK_START_SPEECH_SECONDS_SHOWN = 60;

/** The quick start's speech is timed against one minute; it is recorded as the standard format's first speech. */
const QUICK_START_SPEECH: ClockSpeech = {
  id: 'quick-start-speech',
  label: 'One-minute speech',
  shortLabel: '1 min',
  kind: 'constructive',
  seconds: QUICK_START_SPEECH_SECONDS_SHOWN,
  side: null,
  speakers: [],
};

export function QuickStartSpeech({ records, onRecords }: { records: Records; onRecords: (records: SpeechRecord[]) => void }) {
  const format = getFormat('standard');
  const speechId = format?.speeches[0]?.id ?? 'prop-1';
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        Speak for one minute on the motion: say which side you take, give one reason and why it matters. Finish in its last 15
        seconds, or up to 15 seconds over, for full marks.
      </p>
      <SpeechClock
        speech={QUICK_START_SPEECH}
        spokenMs={records[0]?.spokenMs}
        onStop={(ms) => onRecords([record('standard', speechId, ms)])}
      />
    </div>
  );
}
