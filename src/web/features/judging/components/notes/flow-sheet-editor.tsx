// The judge's flow sheet for one debate: a column per speech of the format, a
// row per argument and its responses, each cell a note with quick marks. Saved
// by useNotesSync (a second after typing stops; kept on the device offline);
// the save state is read out politely. Columns scroll sideways on narrow
// screens; everything is reachable with the keyboard in reading order.
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { memo, useId, useRef } from 'react';
import type { DebateFormat, FormatSpeech } from '#shared/formats/format-types.ts';
import {
  type FlowSheet,
  JUDGE_MESSAGES,
  NOTE_CELL_MAX,
  NOTE_MARK_LABELS,
  NOTE_MARKS,
  NOTE_ROWS_MAX,
  type NoteCell,
  type NoteMark,
} from '#shared/judging/contract.ts';
import { formatDateTime } from '#web/components/date-format.ts';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { judgeNotesQueryOptions } from '../../api/get-judge-notes.ts';
import { addRow, canAddRow, isRowEmpty, removeRow, setCellText, toggleMark } from '../../lib/flow-sheet.ts';
import { browserStorage, draftKey, readDraft, type StartingPoint, startingPoint } from '../../lib/notes-draft.ts';
import { type NotesSaveStatus, useNotesSync } from './use-notes-sync.ts';

const STATUS_TEXT: Record<NotesSaveStatus, string> = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  offline: 'Offline — kept on this device',
  failed: 'Not saved — kept on this device',
};

const MARK_STYLES: Record<NoteMark, string> = {
  strong: 'aria-pressed:bg-green-700 aria-pressed:text-white aria-pressed:ring-green-700',
  weak: 'aria-pressed:bg-amber-700 aria-pressed:text-white aria-pressed:ring-amber-700',
  dropped: 'aria-pressed:bg-red-700 aria-pressed:text-white aria-pressed:ring-red-700',
  question: 'aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700',
  extended: 'aria-pressed:bg-slate-800 aria-pressed:text-white aria-pressed:ring-slate-800',
};

const isNetworkError = (error: unknown) => error instanceof ApiRequestError && (error.status === 0 || error.code === 'NETWORK');

/**
 * Loads the server's notes (always fresh: a cached copy could be older than a
 * save made since) and starts the editor from them and this device's draft.
 */
export function FlowSheetEditor({
  debateId,
  format,
  speakerNames = {},
}: {
  debateId: string;
  format: DebateFormat;
  /** Position id → the name of who holds it, shown under each speech. */
  speakerNames?: Readonly<Record<string, string>>;
}) {
  const notes = useQuery({
    ...judgeNotesQueryOptions(debateId),
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
    refetchOnReconnect: false,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 1,
  });
  const draft = readDraft(browserStorage(), draftKey(debateId));

  if (notes.isPending) return <LoadingStatus label="Loading your notes…" />;
  if (notes.isError) {
    // Unreachable server, but notes on this device: carry on with them and send them later.
    if (isNetworkError(notes.error) && draft) {
      return (
        <FlowSheetSync
          debateId={debateId}
          format={format}
          speakerNames={speakerNames}
          start={{ kind: 'local', sheet: draft.sheet, version: draft.baseVersion }}
          isUnsynced
        />
      );
    }
    const isForbidden = notes.error instanceof ApiRequestError && (notes.error.status === 403 || notes.error.status === 404);
    return isForbidden ? (
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
        {notes.error instanceof ApiRequestError && notes.error.message ? notes.error.message : JUDGE_MESSAGES.notJudgingIt}. Only
        the judges of a debate keep notes on it, and each sees only their own.
      </p>
    ) : (
      <QueryErrorState
        title="Couldn’t load your notes"
        error={notes.error}
        onRetry={() => void notes.refetch()}
        isRetrying={notes.isFetching}
      />
    );
  }
  return (
    <FlowSheetSync
      debateId={debateId}
      format={format}
      speakerNames={speakerNames}
      start={startingPoint(format, notes.data, draft)}
    />
  );
}

function FlowSheetSync({
  debateId,
  format,
  speakerNames,
  start,
  isUnsynced,
}: {
  debateId: string;
  format: DebateFormat;
  speakerNames: Readonly<Record<string, string>>;
  start: StartingPoint;
  isUnsynced?: boolean;
}) {
  const headingId = useId();
  const sync = useNotesSync({ debateId, format, start, isUnsynced });
  const { sheet, edit } = sync;
  const rowKeys = useRowKeys(sheet);

  const handleAddRow = () => {
    rowKeys.insert(sheet.rows.length);
    edit((current) => addRow(current, format));
  };
  const handleRemoveRow = (index: number) => {
    const row = sheet.rows[index];
    if (row && !isRowEmpty(row) && !window.confirm(`Remove row ${index + 1} and its notes?`)) return;
    rowKeys.remove(index);
    edit((current) => removeRow(current, format, index));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Flow sheet
        </h2>
        <p
          role="status"
          aria-live="polite"
          data-testid="notes-status"
          data-status={sync.status}
          className={cn(
            'text-sm font-medium',
            sync.status === 'saved' && 'text-green-800',
            (sync.status === 'offline' || sync.status === 'failed') && 'text-amber-900',
            (sync.status === 'pending' || sync.status === 'saving') && 'text-slate-700',
          )}
        >
          {STATUS_TEXT[sync.status]}
        </p>
      </div>
      {sync.status === 'failed' && sync.failure ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p>{sync.failure}</p>
          <Button size="sm" variant="secondary" onClick={sync.saveNow}>
            Try again
          </Button>
        </div>
      ) : null}
      {sync.conflict ? (
        <div role="alert" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
          <p className="font-medium">{JUDGE_MESSAGES.notesStale}.</p>
          <p className="mt-1">
            The copy this device had
            {sync.conflict.savedAt ? ` (last changed ${formatDateTime(sync.conflict.savedAt)})` : ''} is kept: you can put it back
            in place of the newer one, or discard it.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={sync.restoreConflict}>
              Restore this device’s copy
            </Button>
            <Button size="sm" variant="secondary" onClick={sync.discardConflict}>
              Discard it
            </Button>
          </div>
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        Follow each argument across the row as later speeches answer it. Marks flag what was strong, weak, dropped, questioned or
        extended. Your notes are private: only you see them.
      </p>
      {/* Scrolls sideways on narrow screens; tabbing through the notes brings each column into view. */}
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full border-separate border-spacing-0 text-sm" data-testid="flow-sheet">
          <caption className="sr-only">
            Notes per speech: a column for each speech in speaking order, a row for each argument
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 w-16 border-b border-slate-200 bg-slate-50 px-2 py-2 text-left">
                <span className="sr-only">Row</span>
              </th>
              {format.speeches.map((speech) => (
                <th
                  key={speech.id}
                  scope="col"
                  className="min-w-[15rem] border-b border-l border-slate-200 bg-slate-50 px-3 py-2 text-left align-top font-normal"
                >
                  <span className="block font-semibold text-slate-900">{speech.shortLabel}</span>
                  <span className="block text-xs text-slate-700">{speech.label}</span>
                  {speakersOf(speech, speakerNames) ? (
                    <span className="block text-xs text-slate-600">{speakersOf(speech, speakerNames)}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.rows.map((row, rowIndex) => (
              <tr key={rowKeys.keys[rowIndex]}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-slate-200 bg-white px-2 py-2 text-left align-top font-medium text-slate-700"
                >
                  <span className="block">{rowIndex + 1}</span>
                  <Tooltip label={`Remove row ${rowIndex + 1}`} side="right">
                    <button
                      type="button"
                      onClick={() => handleRemoveRow(rowIndex)}
                      aria-label={`Remove row ${rowIndex + 1}`}
                      className="mt-1 inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </Tooltip>
                </th>
                {format.speeches.map((speech) => (
                  <td key={speech.id} className="border-b border-l border-slate-200 p-2 align-top">
                    <FlowCell rowIndex={rowIndex} speech={speech} cell={row[speech.id] ?? { text: '', marks: [] }} edit={edit} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={handleAddRow} disabled={!canAddRow(sheet)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add row
        </Button>
        <span className="text-sm text-slate-600">
          {sheet.rows.length} of {NOTE_ROWS_MAX} rows
        </span>
      </div>
    </section>
  );
}

function speakersOf(speech: FormatSpeech, names: Readonly<Record<string, string>>): string {
  return speech.speakers
    .map((position) => names[position])
    .filter(Boolean)
    .join(' & ');
}

const FlowCell = memo(function FlowCell({
  rowIndex,
  speech,
  cell,
  edit,
}: {
  rowIndex: number;
  speech: FormatSpeech;
  cell: NoteCell;
  edit: (change: (sheet: FlowSheet) => FlowSheet) => void;
}) {
  const where = `row ${rowIndex + 1}, ${speech.shortLabel} (${speech.label})`;
  return (
    <div className={cn('rounded-lg', cell.marks.includes('dropped') && 'ring-2 ring-red-200')}>
      <textarea
        aria-label={`Note, ${where}`}
        value={cell.text}
        maxLength={NOTE_CELL_MAX}
        rows={3}
        onChange={(event) => {
          const text = event.target.value;
          edit((sheet) => setCellText(sheet, rowIndex, speech.id, text));
        }}
        className="block w-full resize-y rounded-md border-0 bg-white px-2 py-1.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600"
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
      <div role="group" aria-label={`Marks, ${where}`} className="mt-1.5 flex flex-wrap gap-1">
        {NOTE_MARKS.map((mark) => (
          <button
            key={mark}
            type="button"
            aria-pressed={cell.marks.includes(mark)}
            onClick={() => edit((sheet) => toggleMark(sheet, rowIndex, speech.id, mark))}
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              MARK_STYLES[mark],
            )}
          >
            {NOTE_MARK_LABELS[mark]}
          </button>
        ))}
      </div>
    </div>
  );
});

/** Stable keys for the rows, so removing one keeps focus and input state on the others. */
function useRowKeys(sheet: FlowSheet) {
  const next = useRef(0);
  const keys = useRef<number[]>([]);
  // A sheet replaced as a whole (the server's copy, a restored draft) gets fresh keys.
  if (keys.current.length !== sheet.rows.length) keys.current = sheet.rows.map(() => next.current++);
  return {
    keys: keys.current,
    insert: (index: number) => {
      keys.current = [...keys.current.slice(0, index), next.current++, ...keys.current.slice(index)];
    },
    remove: (index: number) => {
      keys.current = keys.current.filter((_, i) => i !== index);
    },
  };
}
