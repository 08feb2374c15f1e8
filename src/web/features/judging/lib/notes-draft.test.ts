import { describe, expect, it } from 'vitest';
import { getFormat } from '#shared/formats/formats.ts';
import { emptySheet, setCellText } from './flow-sheet.ts';
import { conflictKey, draftKey, readDraft, removeDraft, startingPoint, writeDraft } from './notes-draft.ts';

const ld = getFormat('lincoln-douglas');
if (!ld) throw new Error('format missing');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const server = (text: string, version: number) => ({
  sheet: setCellText(emptySheet(ld), 0, 'ac', text),
  version,
  updatedAt: null,
});
const draft = (text: string, baseVersion: number) => ({
  sheet: setCellText(emptySheet(ld), 0, 'ac', text),
  baseVersion,
  savedAt: '2030-01-01T10:00:00.000Z',
});

describe('draft storage', () => {
  it('uses the sdc_ prefix and reads back what it wrote', () => {
    expect(draftKey('d1')).toBe('sdc_flow:d1');
    expect(conflictKey('d1')).toBe('sdc_flow_conflict:d1');
    const storage = memoryStorage();
    expect(writeDraft(storage, draftKey('d1'), draft('Framework', 2))).toBe(true);
    expect(readDraft(storage, draftKey('d1'))).toEqual(draft('Framework', 2));
    removeDraft(storage, draftKey('d1'));
    expect(readDraft(storage, draftKey('d1'))).toBeNull();
  });

  it('ignores broken or foreign values and survives a refusing storage', () => {
    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ sheet: { rows: 'x' }, baseVersion: 1 }));
    storage.setItem('c', JSON.stringify({ sheet: { rows: [] }, baseVersion: -1 }));
    expect(readDraft(storage, 'a')).toBeNull();
    expect(readDraft(storage, 'b')).toBeNull();
    expect(readDraft(storage, 'c')).toBeNull();
    expect(readDraft(null, 'a')).toBeNull();
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeDraft(full, 'x', draft('y', 0))).toBe(false);
  });
});

describe('startingPoint', () => {
  it('takes the server copy when nothing is unsynced', () => {
    expect(startingPoint(ld, server('A', 3), null)).toMatchObject({ kind: 'server', version: 3 });
    expect(startingPoint(ld, server('A', 3), draft('A', 1))).toMatchObject({ kind: 'server', version: 3 });
  });

  it('keeps local edits made on the server’s current version', () => {
    const start = startingPoint(ld, server('A', 3), draft('A and more', 3));
    expect(start.kind).toBe('local');
    expect(start.version).toBe(3);
    expect(start.sheet.rows[0]?.ac?.text).toBe('A and more');
  });

  it('prefers a newer server copy and offers the draft to restore', () => {
    const start = startingPoint(ld, server('From the laptop', 5), draft('From the phone', 3));
    expect(start.kind).toBe('conflict');
    expect(start.sheet.rows[0]?.ac?.text).toBe('From the laptop');
    if (start.kind === 'conflict') expect(start.localCopy.sheet.rows[0]?.ac?.text).toBe('From the phone');
  });

  it('starts an empty sheet for a judge with no notes yet', () => {
    const start = startingPoint(ld, { sheet: { rows: [] }, version: 0, updatedAt: null }, null);
    expect(start.sheet.rows.length).toBeGreaterThan(0);
    expect(Object.keys(start.sheet.rows[0] ?? {})).toContain('2ar');
  });
});
