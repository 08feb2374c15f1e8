// CSV as spreadsheets read it (RFC 4180): a cell holding a comma, a quote or a
// line break is quoted, quotes doubled; lines end with CRLF. A cell that a
// spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
// carriage return) gets a leading apostrophe first (OWASP "CSV injection"):
// audit logs, analytics and tournament tabs hold names that anyone could have typed.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
