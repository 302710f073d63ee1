/** Where to go after signing in: a path on this site only, never another origin or the sign-in page itself. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/sign-in')) return '/';
  return next;
}
