// The browser of an error report, as the admin area's "affected browsers" shows
// it: family, major version and system ("Firefox 133 on Linux"). A dozen rules
// for the browsers people use rather than a user-agent library: the label only
// groups reports, a full parser (ua-parser-js 2 is AGPL; bowser's data is large)
// would know thousands of devices nobody filters by, and the whole header stays
// on the report for whoever needs more. Order matters: Edge, Opera and Samsung
// Internet also say "Chrome", and Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome 131 on Windows", "Safari 17 on iOS", "Other" for anything else, null without a header. */
export function browserLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const ua = userAgent.slice(0, 500);
  let browser = 'Other';
  for (const [pattern, family] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${family} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
