// The security headers of every answer, written once when the app is made
// (lib/every-request.ts sends them). They are what Hono's secureHeaders()
// sends by default, with our Content-Security-Policy, referrer policy and
// frame refusal: a fixed list, so a request pays for no option handling and
// an answer can carry them in its first set of headers (ADR 0049).

/** The Content-Security-Policy's directives; no inline script is allowed anywhere. */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Radix and Sonner set inline styles from script.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'connect-src': ["'self'"],
  // Training's speech recordings play from the device's own copy (a blob: address), and a shared one from the API.
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const;

/** Header names in lower case, as HTTP/2 and the Fetch API write them. */
export function securityHeaders({ https }: { https: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; '),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // HSTS only means something over https; sent only then.
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  });
}
