// This device's copy of a judge's flow sheet, in local storage under the sdc_
// prefix: written on every edit and removed once the server holds the same
// notes, so nothing is lost offline or when a save fails. A copy that lost to a
// newer server copy (409) is kept apart until the judge restores or discards it.
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import { type FlowSheet, FlowSheetSchema, type NotesView } from '#shared/judging/contract.ts';
import { normalizeSheet, sameSheet } from './flow-sheet.ts';

export interface NotesDraft {
  sheet: FlowSheet;
  /** The server version these notes were edited from. */
  baseVersion: number;
  /** When this device last changed them (ISO). */
  savedAt: string;
}

/** The unsynced notes of a debate on this device. */
export const draftKey = (debateId: string) => `${LOCAL_STORAGE_PREFIX}flow:${debateId}`;
/** This device's notes that a newer server copy replaced, kept to be restored. */
export const conflictKey = (debateId: string) => `${LOCAL_STORAGE_PREFIX}flow_conflict:${debateId}`;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Local storage, or null where the browser refuses it (private modes, tests in node). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(storage: DraftStorage | null, key: string): NotesDraft | null {
  if (!storage) return null;
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<NotesDraft> | null;
    if (!value || typeof value !== 'object') return null;
    const sheet = FlowSheetSchema.safeParse(value.sheet);
    const baseVersion = typeof value.baseVersion === 'number' && value.baseVersion >= 0 ? value.baseVersion : null;
    if (!sheet.success || baseVersion === null) return null;
    return { sheet: sheet.data, baseVersion, savedAt: typeof value.savedAt === 'string' ? value.savedAt : '' };
  } catch {
    return null;
  }
}

/** False when the copy could not be kept (storage full or refused). */
export function writeDraft(storage: DraftStorage | null, key: string, draft: NotesDraft): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a copy that cannot be removed is found equal to the server's next time.
  }
}

/**
 * Where the editor starts, from the server's notes and this device's draft:
 * - 'server': nothing unsynced here (no draft, or the same notes);
 * - 'local': edits made here on top of the server's current version — shown and saved;
 * - 'conflict': the server changed since the draft was made (another device) — the
 *   server's copy is shown and the draft is offered to restore.
 */
export type StartingPoint =
  | { kind: 'server'; sheet: FlowSheet; version: number }
  | { kind: 'local'; sheet: FlowSheet; version: number }
  | { kind: 'conflict'; sheet: FlowSheet; version: number; localCopy: NotesDraft };

export function startingPoint(format: DebateFormat, server: NotesView, draft: NotesDraft | null): StartingPoint {
  const serverSheet = normalizeSheet(server.sheet, format);
  if (!draft) return { kind: 'server', sheet: serverSheet, version: server.version };
  const localSheet = normalizeSheet(draft.sheet, format);
  if (sameSheet(localSheet, serverSheet)) return { kind: 'server', sheet: serverSheet, version: server.version };
  // A draft based on a version the server no longer reports as newer (equal, or the
  // server's copy was reset) holds the latest notes: it is saved over the server's.
  if (draft.baseVersion >= server.version) return { kind: 'local', sheet: localSheet, version: server.version };
  return { kind: 'conflict', sheet: serverSheet, version: server.version, localCopy: { ...draft, sheet: localSheet } };
}
