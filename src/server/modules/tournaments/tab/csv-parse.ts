// Reading a CSV file as spreadsheets write it (RFC 4180): fields separated by
// commas, quoted when they hold a comma, a quote or a line break, quotes doubled
// inside; lines end with CRLF or LF. A byte-order mark at the start is dropped
// (Excel writes one). Writing is lib/csv.ts, which also guards cells
// against formula injection. The project has no CSV library; this is the one
// reader, for the tournament imports.

export class CsvParseError extends Error {
  override name = 'CsvParseError';
  constructor(
    message: string,
    /** 1-based line of the file where the problem is. */
    readonly line: number,
  ) {
    super(message);
  }
}

/** The records of a CSV text, each a list of fields; blank lines are left out. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    record.push(field);
    if (!(record.length === 1 && record[0] === '' && !fieldStarted)) records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
    recordLine = line;
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          const next = input[i + 1];
          if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
            throw new CsvParseError('A closing quote must end its field', line);
          }
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (field !== '') throw new CsvParseError('A quote may only open a field', line);
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      fieldStarted = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      line++;
      endRecord();
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvParseError('A quoted field is not closed', recordLine);
  if (field !== '' || record.length > 0 || fieldStarted) endRecord();
  return records;
}
