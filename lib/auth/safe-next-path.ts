/** Any origin stands in for the console's: only a value that stays on it is accepted. */
const base = new URL('http://console.invalid');

/**
 * Where to go after signing in: a path on this site only, never another origin or the sign-in page itself.
 * The URL parser drops tabs and new lines and reads `\` as `/`, so `/\t/evil.example` would become
 * `//evil.example`: a value with a control character is refused rather than cleaned.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || /[\u0000-\u001f\u007f]/.test(next)) return '/';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return '/';
  }
  if (url.origin !== base.origin || url.pathname.startsWith('//') || url.pathname.startsWith('/sign-in')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
