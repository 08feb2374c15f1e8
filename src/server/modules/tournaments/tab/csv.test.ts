// CSV in and out for the tab: the import reader (RFC 4180 quoting, CRLF and LF,
// a byte-order mark, malformed quotes) and the export's cells guarded against
// formula injection, read back by the reader.
import { describe, expect, it } from 'vitest';
import { csvRow } from '#server/lib/csv.ts';
import { CsvParseError, parseCsv } from './csv-parse.ts';
import { tabCsv } from './tab-export.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'name,institution\r\n"Smith, Jones","The ""Best"" School"\r\n"Two\nLines",x\r\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'institution'],
      ['Smith, Jones', 'The "Best" School'],
      ['Two\nLines', 'x'],
    ]);
  });

  it('accepts LF endings, a missing last newline, a byte-order mark, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,,\n')).toEqual([['a', '', '']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses malformed quoting with the line', () => {
    expect(() => parseCsv('a,b\n"open,x\n')).toThrow(CsvParseError);
    expect(() => parseCsv('a,b\n"x"y,z\n')).toThrow(/closing quote/);
    expect(() => parseCsv('a,b\nx"y,z\n')).toThrow(/only open a field/);
    try {
      parseCsv('a\nb\n"c"d');
    } catch (error) {
      expect((error as CsvParseError).line).toBe(3);
    }
  });
});

describe('exported cells', () => {
  it('quotes per RFC 4180 and prefixes formula-like text with an apostrophe', () => {
    expect(csvRow(['=SUM(A1)', '+1', '-x', '@cmd', 'plain', 'a,b', 'say "hi"'])).toBe(
      `'=SUM(A1),'+1,'-x,'@cmd,plain,"a,b","say ""hi"""\r\n`,
    );
    // Numbers are numbers, a negative margin included.
    expect(csvRow([-3.5, 0, null])).toBe('-3.5,0,\r\n');
  });

  it('writes a team tab that reads back with the injection guard in place', () => {
    const csv = tabCsv(
      {
        isStaff: true,
        canManage: true,
        releases: [],
        results: null,
        motions: null,
        speaker: null,
        adjudicator: null,
        break: null,
        team: {
          precedence: [{ metric: 'wins', label: 'Wins' }],
          resultsCounted: 1,
          released: true,
          teams: [
            {
              teamId: 't1',
              name: '=HYPERLINK("http://x")',
              institution: 'School, North',
              rank: 1,
              rankText: '1',
              debates: 1,
              metrics: [{ metric: 'wins', label: 'Wins', value: 1 }],
            },
          ],
        },
      },
      'team',
    );
    expect(parseCsv(csv)).toEqual([
      ['Rank', 'Team', 'Institution', 'Debates', 'Wins'],
      ['1', `'=HYPERLINK("http://x")`, 'School, North', '1', '1'],
    ]);
  });
});
