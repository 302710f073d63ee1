/** Browsers named by their product name, the same in every language. */
export type BrowserName = 'Edge' | 'Opera' | 'Firefox' | 'Chrome' | 'Safari';
/** Systems, each worded by the catalogs (`account.device.systems`). */
export type SystemCode = 'iphone' | 'ipad' | 'android' | 'windows' | 'macos' | 'linux';

/** What a User-Agent header says of a session's browser, for the catalogs to word ("Chrome on Windows"); plain JSON. */
export type DeviceDescription =
  /** No User-Agent at all. */
  | { kind: 'unknown' }
  /** Neither a known browser nor a known system: a script, a command-line tool. */
  | { kind: 'program' }
  /** A known browser, a known system or both. */
  | { kind: 'browser'; browser: BrowserName | null; system: SystemCode | null };

function browserOf(ua: string): BrowserName | null {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\//.test(ua)) return 'Opera';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Chrom(e|ium)\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return null;
}

function systemOf(ua: string): SystemCode | null {
  if (/iPhone/.test(ua)) return 'iphone';
  if (/iPad/.test(ua)) return 'ipad';
  if (/Android/.test(ua)) return 'android';
  if (/Windows/.test(ua)) return 'windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macos';
  if (/Linux/.test(ua)) return 'linux';
  return null;
}

/** The browser and the system a User-Agent header names (Chrome, windows); the words come from the catalogs. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { kind: 'unknown' };
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (!browser && !system) return { kind: 'program' };
  return { kind: 'browser', browser, system };
}
