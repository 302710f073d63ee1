import 'server-only';
/**
 * A bounded route label for metrics and logs from a request path: ids become `[id]`, Next's assets one
 * label, at most four segments. `/students/6650…/edit` → `/students/[id]/edit`.
 */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith('/_next/static/') || pathname.startsWith('/_next/image')) return '/_next/static';
  if (pathname.startsWith('/sandbox/')) return '/sandbox/[...path]';
  const segments = pathname.split('/').filter(Boolean);
  const label = segments.slice(0, 4).map((segment) => (looksLikeId(segment) ? '[id]' : segment.toLowerCase()));
  if (segments.length > 4) label.push('…');
  return `/${label.join('/')}`;
}

function looksLikeId(segment: string): boolean {
  if (/^\d+$/.test(segment)) return true;
  if (segment.length > 40 || /[%@.]/.test(segment)) return true;
  // Ids mix letters and digits (Mongo ids, uuids, request ids); words of a route do not.
  return segment.length >= 8 && /\d/.test(segment) && /^[\w-]+$/.test(segment);
}
