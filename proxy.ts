import { NextResponse, type NextRequest } from 'next/server';

/** Passes the requested path to server components, so a signed-out visitor is sent back to it after sign-in. */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-console-path', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!api/|sandbox/|__sandbox/|_next/|favicon.ico).*)'],
};
