import { NextResponse, type NextRequest } from 'next/server';
import { newNonce, securityHeaders } from '@/lib/security/security-headers';

/**
 * Every answer gets the console's security headers, pages a fresh CSP nonce (Next.js reads it from the
 * request's Content-Security-Policy and puts it on its scripts; pages are dynamic, see app/layout.tsx).
 * Server components also get the requested path, so a signed-out visitor is sent back to it after sign-in.
 */
export function proxy(request: NextRequest) {
  const headers = securityHeaders({
    nonce: newNonce(),
    https: process.env.CONSOLE_URL?.trim().startsWith('https://') ?? false,
    development: process.env.NODE_ENV === 'development',
  });
  if (isCrossOriginAction(request)) {
    return new NextResponse('Forbidden: a server action from another site.', {
      status: 403,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-console-path', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']!);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * Next.js refuses a server action whose Origin is not the host it was sent to, but as a 500 with a stack
 * in the log; the same check here answers 403 (a browser always sends Origin on a POST).
 */
function isCrossOriginAction(request: NextRequest): boolean {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  return originHost !== host;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg).*)'],
};
