// The judge's flow sheet as data: rows of arguments and responses, a cell per
// speech of the debate's format. Every edit returns a new sheet (the editor
// keeps it in React state and the sync compares by reference). Cells of
// speeches the format no longer has are kept, so nothing a judge wrote is lost.
import type { DebateFormat } from '#shared/formats/format-types.ts';
import {
  type FlowSheet,
  NOTE_CELL_MAX,
  NOTE_MARKS,
  NOTE_ROWS_MAX,
  type NoteCell,
  type NoteMark,
} from '#shared/judging/contract.ts';

export type FlowRow = FlowSheet['rows'][number];

/** Rows a new sheet starts with: enough to start writing without pressing "Add row". */
export const NEW_SHEET_ROWS = 3;

export const emptyCell = (): NoteCell => ({ text: '', marks: [] });

export function emptyRow(format: DebateFormat): FlowRow {
  return Object.fromEntries(format.speeches.map((speech) => [speech.id, emptyCell()]));
}

export function emptySheet(format: DebateFormat, rows = NEW_SHEET_ROWS): FlowSheet {
  return { rows: Array.from({ length: Math.min(rows, NOTE_ROWS_MAX) }, () => emptyRow(format)) };
}

/** A sheet from the server or local storage, with a cell for every speech and at least one row. */
export function normalizeSheet(sheet: FlowSheet | null | undefined, format: DebateFormat): FlowSheet {
  const rows = (sheet?.rows ?? []).slice(0, NOTE_ROWS_MAX).map((row) => {
    const full: FlowRow = { ...row };
    for (const speech of format.speeches) {
      const cell = row[speech.id];
      full[speech.id] = cell ? { text: cell.text ?? '', marks: [...(cell.marks ?? [])] } : emptyCell();
    }
    return full;
  });
  return rows.length > 0 ? { rows } : emptySheet(format);
}

export function cellOf(sheet: FlowSheet, rowIndex: number, speechId: string): NoteCell {
  return sheet.rows[rowIndex]?.[speechId] ?? emptyCell();
}

function updateCell(sheet: FlowSheet, rowIndex: number, speechId: string, change: (cell: NoteCell) => NoteCell): FlowSheet {
  const row = sheet.rows[rowIndex];
  if (!row) return sheet;
  const rows = [...sheet.rows];
  rows[rowIndex] = { ...row, [speechId]: change(row[speechId] ?? emptyCell()) };
  return { rows };
}

export function setCellText(sheet: FlowSheet, rowIndex: number, speechId: string, text: string): FlowSheet {
  return updateCell(sheet, rowIndex, speechId, (cell) => ({ ...cell, text: text.slice(0, NOTE_CELL_MAX) }));
}

/** Turns a mark on or off; marks stay in NOTE_MARKS order so equal sheets compare equal. */
export function toggleMark(sheet: FlowSheet, rowIndex: number, speechId: string, mark: NoteMark): FlowSheet {
  return updateCell(sheet, rowIndex, speechId, (cell) => {
    const marks = new Set(cell.marks);
    if (marks.has(mark)) marks.delete(mark);
    else marks.add(mark);
    return { ...cell, marks: NOTE_MARKS.filter((m) => marks.has(m)) };
  });
}

export const canAddRow = (sheet: FlowSheet) => sheet.rows.length < NOTE_ROWS_MAX;

/** Adds an empty row after `afterIndex` (at the end when omitted); unchanged at NOTE_ROWS_MAX. */
export function addRow(sheet: FlowSheet, format: DebateFormat, afterIndex = sheet.rows.length - 1): FlowSheet {
  if (!canAddRow(sheet)) return sheet;
  const rows = [...sheet.rows];
  rows.splice(Math.max(0, Math.min(afterIndex + 1, rows.length)), 0, emptyRow(format));
  return { rows };
}

/** Removes a row; the last row is emptied instead, so there is always a place to write. */
export function removeRow(sheet: FlowSheet, format: DebateFormat, rowIndex: number): FlowSheet {
  if (rowIndex < 0 || rowIndex >= sheet.rows.length) return sheet;
  if (sheet.rows.length === 1) return { rows: [emptyRow(format)] };
  return { rows: sheet.rows.filter((_, i) => i !== rowIndex) };
}

export function isRowEmpty(row: FlowRow): boolean {
  return Object.values(row).every((cell) => cell.text.trim() === '' && cell.marks.length === 0);
}

export function isSheetEmpty(sheet: FlowSheet): boolean {
  return sheet.rows.every(isRowEmpty);
}

/** Whether two sheets hold the same notes (key order aside). */
export function sameSheet(a: FlowSheet, b: FlowSheet): boolean {
  if (a.rows.length !== b.rows.length) return false;
  return a.rows.every((row, i) => {
    const other = b.rows[i] ?? {};
    const keys = new Set([...Object.keys(row), ...Object.keys(other)]);
    for (const key of keys) {
      const x = row[key] ?? emptyCell();
      const y = other[key] ?? emptyCell();
      if (x.text !== y.text || x.marks.length !== y.marks.length || x.marks.some((m, j) => y.marks[j] !== m)) return false;
    }
    return true;
  });
}
