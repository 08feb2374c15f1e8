// A readable name for the device behind a session, from its User-Agent header:
// "Chrome on macOS", "Safari on iPhone". Only the common browsers and systems
// are named; anything else still reads well ("Unknown browser on Linux").

export type DeviceKind = 'desktop' | 'mobile' | 'tablet';

export interface DeviceDescription {
  browser: string;
  os: string;
  kind: DeviceKind;
  /** "Chrome on macOS" */
  label: string;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(userAgent: string, rules: readonly [RegExp, string][], fallback: string): string {
  return rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? fallback;
}

function deviceKind(userAgent: string): DeviceKind {
  if (/iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|Android/.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return { browser: 'Unknown browser', os: 'an unknown device', kind: 'desktop', label: 'Unknown device' };
  const browser = firstMatch(ua, BROWSERS, 'Unknown browser');
  const os = firstMatch(ua, SYSTEMS, 'an unknown system');
  return { browser, os, kind: deviceKind(ua), label: `${browser} on ${os}` };
}
