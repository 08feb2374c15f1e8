// Before → after of an audit entry as the table shows it: only the fields that
// changed (or that one side lacks), each value short enough for a table cell.
const VALUE_MAX = 80;

export interface AuditChange {
  key: string;
  before: unknown;
  after: unknown;
}

export function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** A value in words: "none" for missing, text as it is, anything else as JSON, cut with an ellipsis. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}
