// A list's view kept in the URL: the query string with some values changed.
// Another filter starts again at page 1; page 1 and empty values are left out,
// so the plain view has the plain URL.

/** The search (`?a=1`, or '' for none) with `changes` applied; `undefined` or '' removes a key. */
export function searchWith(search: URLSearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams(search);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}
