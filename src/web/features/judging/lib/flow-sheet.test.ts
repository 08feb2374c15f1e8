import { describe, expect, it } from 'vitest';
import { getFormat } from '#shared/formats/formats.ts';
import { FlowSheetSchema, NOTE_ROWS_MAX } from '#shared/judging/contract.ts';
import {
  addRow,
  emptySheet,
  isSheetEmpty,
  NEW_SHEET_ROWS,
  normalizeSheet,
  removeRow,
  sameSheet,
  setCellText,
  toggleMark,
} from './flow-sheet.ts';

const ld = getFormat('lincoln-douglas');
const bp = getFormat('parliamentary');
if (!ld || !bp) throw new Error('formats missing');

describe('emptySheet', () => {
  it('has a cell per speech of the format in each row', () => {
    const sheet = emptySheet(ld);
    expect(sheet.rows).toHaveLength(NEW_SHEET_ROWS);
    expect(Object.keys(sheet.rows[0] ?? {})).toEqual(['ac', 'cx-neg', 'nc', 'cx-aff', '1ar', 'nr', '2ar']);
    expect(sheet.rows[0]?.ac).toEqual({ text: '', marks: [] });
    expect(isSheetEmpty(sheet)).toBe(true);
  });

  it('satisfies the shared contract', () => {
    expect(FlowSheetSchema.safeParse(emptySheet(bp)).success).toBe(true);
  });
});

describe('normalizeSheet', () => {
  it('fills missing cells, keeps unknown ones and gives an empty sheet rows', () => {
    const sheet = normalizeSheet({ rows: [{ pm: { text: 'Model', marks: ['strong'] }, old: { text: 'kept', marks: [] } }] }, bp);
    expect(sheet.rows[0]?.pm).toEqual({ text: 'Model', marks: ['strong'] });
    expect(sheet.rows[0]?.lo).toEqual({ text: '', marks: [] });
    expect(sheet.rows[0]?.old?.text).toBe('kept');
    expect(normalizeSheet({ rows: [] }, bp).rows).toHaveLength(NEW_SHEET_ROWS);
    expect(normalizeSheet(null, bp).rows).toHaveLength(NEW_SHEET_ROWS);
  });
});

describe('editing', () => {
  it('sets text and toggles marks without touching the original', () => {
    const start = emptySheet(ld);
    const written = setCellText(start, 1, 'nc', 'Value of justice');
    expect(written.rows[1]?.nc?.text).toBe('Value of justice');
    expect(start.rows[1]?.nc?.text).toBe('');
    const marked = toggleMark(toggleMark(written, 1, 'nc', 'dropped'), 1, 'nc', 'strong');
    expect(marked.rows[1]?.nc?.marks).toEqual(['strong', 'dropped']);
    expect(toggleMark(marked, 1, 'nc', 'strong').rows[1]?.nc?.marks).toEqual(['dropped']);
    expect(setCellText(start, 9, 'nc', 'x')).toBe(start);
  });

  it('adds rows up to the maximum and removes them, keeping one row', () => {
    let sheet = setCellText(emptySheet(ld, 2), 0, 'ac', 'first');
    sheet = addRow(sheet, ld, 0);
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.rows[0]?.ac?.text).toBe('first');
    expect(sheet.rows[1]?.ac?.text).toBe('');
    sheet = removeRow(sheet, ld, 0);
    expect(sheet.rows).toHaveLength(2);
    expect(isSheetEmpty(sheet)).toBe(true);
    const one = removeRow(setCellText(emptySheet(ld, 1), 0, 'ac', 'x'), ld, 0);
    expect(one.rows).toHaveLength(1);
    expect(isSheetEmpty(one)).toBe(true);
    const full = emptySheet(ld, NOTE_ROWS_MAX);
    expect(addRow(full, ld)).toBe(full);
  });
});

describe('sameSheet', () => {
  it('compares notes, not key order or missing empty cells', () => {
    const a = setCellText(emptySheet(ld, 1), 0, 'ac', 'x');
    expect(sameSheet(a, { rows: [{ ac: { text: 'x', marks: [] } }] })).toBe(true);
    expect(sameSheet(a, setCellText(a, 0, 'ac', 'y'))).toBe(false);
    expect(sameSheet(a, toggleMark(a, 0, 'ac', 'weak'))).toBe(false);
    expect(sameSheet(a, addRow(a, ld))).toBe(false);
  });
});
