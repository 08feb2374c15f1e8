// Return paths (callbackURL, redirectTo, ?next=…) are resolved the way a
// browser resolves them, against the site's own origin, and accepted only when
// the result stays on that origin. Checking the raw string is not enough:
// "/..//evil.example" or "/.//evil.example" look like paths but normalise to
// "//evil.example", another site. The resolved path is what callers use from
// then on, so no later normalisation can change its meaning (ADR 0022).

/** The same-origin path (path + query + hash) `value` leads to from `origin`, or null when it leaves the site. */
export function safeReturnPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and hide what a link does.
  if (/\p{Cc}/u.test(value)) return null;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(value, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin || (resolved.protocol !== 'http:' && resolved.protocol !== 'https:')) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Belt and braces: a path that a browser would read as protocol-relative.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
