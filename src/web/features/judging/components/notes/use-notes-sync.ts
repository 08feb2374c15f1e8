// Keeps a judge's flow sheet in step with the server: every edit is written to
// this device at once and sent (PUT notes with the version it was edited from)
// a second after the judge stops typing, one request at a time. Offline or after
// a failed save the draft stays on the device and is sent when the browser is
// back online; when the server holds a newer copy (409) that copy is loaded and
// this device's copy is kept to be restored (notes-draft.ts). The unsaved copy is
// also kept in IndexedDB (lib/ballot-outbox.ts) with a Background Sync request
// (tag sdc-notes), so the service worker saves it on reconnect even when the
// judge has closed the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import { type FlowSheet, JUDGE_MESSAGES } from '#shared/judging/contract.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { useSession } from '#web/lib/session.ts';
import { getJudgeNotes } from '../../api/get-judge-notes.ts';
import { saveJudgeNotes } from '../../api/save-judge-notes.ts';
import { dropNotesCopy, type JudgingDatabase, judgingDatabase, keepNotesCopy, NOTES_SYNC_TAG } from '../../lib/ballot-outbox.ts';
import { normalizeSheet, sameSheet } from '../../lib/flow-sheet.ts';
import {
  browserStorage,
  conflictKey,
  draftKey,
  type NotesDraft,
  readDraft,
  removeDraft,
  type StartingPoint,
  writeDraft,
} from '../../lib/notes-draft.ts';
import { requestSync } from '../../lib/request-sync.ts';

/** Quiet time after the last keystroke before the notes are sent. */
export const NOTES_SAVE_DEBOUNCE_MS = 1000;
/** A failed save (not a refusal) is tried again after this long, and at once when back online. */
export const NOTES_RETRY_MS = 15_000;

export type NotesSaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'failed';

export interface NotesSync {
  sheet: FlowSheet;
  status: NotesSaveStatus;
  /** Why the last save failed (status 'failed'). */
  failure: string | null;
  /** This device's notes that a newer server copy replaced. */
  conflict: NotesDraft | null;
  edit: (change: (sheet: FlowSheet) => FlowSheet) => void;
  restoreConflict: () => void;
  discardConflict: () => void;
  saveNow: () => void;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const isNetworkError = (error: unknown) => error instanceof ApiRequestError && (error.status === 0 || error.code === 'NETWORK');

/**
 * `start` is where the editor begins (startingPoint of notes-draft.ts), or, when
 * the server could not be reached, this device's draft with `isUnsynced` set.
 */
export function useNotesSync({
  debateId,
  format,
  start,
  isUnsynced = false,
}: {
  debateId: string;
  format: DebateFormat;
  start: StartingPoint;
  isUnsynced?: boolean;
}): NotesSync {
  const storage = useRef(browserStorage()).current;
  // The worker's copy (IndexedDB), for the signed-in judge only.
  const userId = useSession().user?.id ?? null;
  const deviceDb = useRef<JudgingDatabase | null>(null);
  // Once open, the worker's copy follows this device's draft: there when it is, gone when it is not.
  useEffect(() => {
    let isLive = true;
    void judgingDatabase().then((db) => {
      if (!isLive) return;
      deviceDb.current = db;
      if (!db || !userId) return;
      const draft = readDraft(storage, draftKey(debateId));
      const mirror = draft
        ? keepNotesCopy(db, { userId, debateId, sheet: draft.sheet, baseVersion: draft.baseVersion, savedAt: Date.now() })
        : dropNotesCopy(db, userId, debateId);
      void mirror.catch(() => {});
    });
    return () => {
      isLive = false;
    };
  }, [storage, debateId, userId]);
  const [sheet, setSheet] = useState(start.sheet);
  const [status, setStatus] = useState<NotesSaveStatus>(() =>
    start.kind === 'local' || isUnsynced ? (isOffline() || isUnsynced ? 'offline' : 'pending') : 'saved',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<NotesDraft | null>(() =>
    start.kind === 'conflict' ? start.localCopy : readDraft(storage, conflictKey(debateId)),
  );

  const sheetRef = useRef(start.sheet);
  /** The notes the server holds at baseVersion; null when unknown (started offline). */
  const savedRef = useRef<FlowSheet | null>(start.kind === 'server' ? start.sheet : isUnsynced ? null : start.sheet);
  const baseVersionRef = useRef(start.version);
  const isSavingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flushRef = useRef<() => Promise<void>>(async () => {});

  const isDirty = useCallback(() => savedRef.current === null || !sameSheet(sheetRef.current, savedRef.current), []);
  const shouldSyncAtStart = useRef(start.kind === 'local' || isUnsynced);
  const keepDraft = useCallback(() => {
    const isKept = writeDraft(storage, draftKey(debateId), {
      sheet: sheetRef.current,
      baseVersion: baseVersionRef.current,
      savedAt: new Date().toISOString(),
    });
    const db = deviceDb.current;
    if (db && userId) {
      const copy = { userId, debateId, sheet: sheetRef.current, baseVersion: baseVersionRef.current, savedAt: Date.now() };
      void keepNotesCopy(db, copy).catch(() => {});
      if (isOffline()) requestSync(NOTES_SYNC_TAG);
    }
    return isKept;
  }, [storage, debateId, userId]);
  /** The notes are saved (or settled): this device's copies go. */
  const dropDraft = useCallback(() => {
    removeDraft(storage, draftKey(debateId));
    const db = deviceDb.current;
    if (db && userId) void dropNotesCopy(db, userId, debateId).catch(() => {});
  }, [storage, debateId, userId]);

  const schedule = useCallback((delay: number) => {
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => void flushRef.current(), delay);
  }, []);

  const takeServerCopy = useCallback(async () => {
    const local: NotesDraft = { sheet: sheetRef.current, baseVersion: baseVersionRef.current, savedAt: new Date().toISOString() };
    const server = await getJudgeNotes(debateId);
    const serverSheet = normalizeSheet(server.sheet, format);
    if (!sameSheet(local.sheet, serverSheet)) {
      writeDraft(storage, conflictKey(debateId), local);
      setConflict(local);
    }
    dropDraft();
    sheetRef.current = serverSheet;
    savedRef.current = serverSheet;
    baseVersionRef.current = server.version;
    setSheet(serverSheet);
    setFailure(null);
    setStatus('saved');
  }, [debateId, format, storage, dropDraft]);

  flushRef.current = async () => {
    clearTimeout(timerRef.current);
    if (isSavingRef.current) return;
    if (!isDirty()) {
      dropDraft();
      setStatus('saved');
      return;
    }
    if (isOffline()) {
      keepDraft();
      setStatus('offline');
      return;
    }
    const sending = sheetRef.current;
    isSavingRef.current = true;
    setStatus('saving');
    try {
      const saved = await saveJudgeNotes(debateId, { sheet: sending, baseVersion: baseVersionRef.current });
      baseVersionRef.current = saved.version;
      savedRef.current = sending;
      setFailure(null);
      if (sheetRef.current === sending) {
        dropDraft();
        setStatus('saved');
      } else {
        // Typed while the request was out: keep that on the device with the new version, and send it next.
        keepDraft();
        setStatus('pending');
        schedule(NOTES_SAVE_DEBOUNCE_MS);
      }
    } catch (error) {
      keepDraft();
      if (error instanceof ApiRequestError && error.status === 409) {
        try {
          await takeServerCopy();
        } catch (fetchError) {
          setStatus(isNetworkError(fetchError) ? 'offline' : 'failed');
          setFailure(JUDGE_MESSAGES.notesStale);
        }
      } else if (isNetworkError(error)) {
        setStatus('offline');
        requestSync(NOTES_SYNC_TAG);
        schedule(NOTES_RETRY_MS);
      } else {
        setStatus('failed');
        setFailure(error instanceof ApiRequestError && error.status < 500 ? error.message : genericErrorMessage(error));
        if (!(error instanceof ApiRequestError) || error.status >= 500 || error.status === 429) schedule(NOTES_RETRY_MS);
      }
    } finally {
      isSavingRef.current = false;
    }
  };

  const edit = useCallback(
    (change: (current: FlowSheet) => FlowSheet) => {
      const next = change(sheetRef.current);
      if (next === sheetRef.current) return;
      sheetRef.current = next;
      setSheet(next);
      keepDraft();
      setStatus(isOffline() ? 'offline' : 'pending');
      schedule(NOTES_SAVE_DEBOUNCE_MS);
    },
    [keepDraft, schedule],
  );

  const restoreConflict = useCallback(() => {
    if (!conflict) return;
    removeDraft(storage, conflictKey(debateId));
    setConflict(null);
    edit(() => normalizeSheet(conflict.sheet, format));
  }, [conflict, debateId, edit, format, storage]);

  const discardConflict = useCallback(() => {
    removeDraft(storage, conflictKey(debateId));
    setConflict(null);
  }, [debateId, storage]);

  const saveNow = useCallback(() => void flushRef.current(), []);

  useEffect(() => {
    const handleOnline = () => void flushRef.current();
    const handleOffline = () => {
      if (isDirty()) setStatus('offline');
    };
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
      // Leaving the page within the quiet second still sends the last edits (the draft stays until then).
      if (isDirty() && !isOffline()) void flushRef.current();
      clearTimeout(timerRef.current);
    };
  }, [isDirty]);

  // Once per mounted sheet (the editor is keyed by debate): a draft found on this device
  // is sent straight away; one that lost to a newer server copy moves aside to be
  // restored; one equal to the server's goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `start` is where the sheet began, not state to follow
  useEffect(() => {
    if (shouldSyncAtStart.current) {
      void flushRef.current();
      return;
    }
    if (start.kind === 'conflict') writeDraft(storage, conflictKey(debateId), start.localCopy);
    dropDraft();
  }, []);

  return { sheet, status, failure, conflict, edit, restoreConflict, discardConflict, saveNow };
}
