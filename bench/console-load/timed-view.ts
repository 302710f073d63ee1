import type { PageKind } from './page-kinds';

/** One page view: from sending the request to the end of the streamed body (every Suspense boundary arrived). */
export interface View {
  kind: PageKind;
  url: string;
  /** Who viewed it (e-mail), so a person's own views can be set apart. */
  by: string;
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 when the request failed or timed out. */
  status: number;
  error?: string;
}

/** Opens a page as a signed-in person and reads the whole streamed HTML answer; never throws. */
export async function timedView(
  baseUrl: string,
  cookie: string,
  by: string,
  page: { kind: PageKind; url: string },
  timeoutMs: number,
): Promise<View> {
  const startedAt = Date.now();
  const started = performance.now();
  const done = (status: number, error?: string): View => ({
    ...page,
    by,
    startedAt,
    ms: performance.now() - started,
    status,
    ...(error ? { error } : {}),
  });
  try {
    const response = await fetch(`${baseUrl}${page.url}`, {
      headers: { cookie, accept: 'text/html' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return done(
      response.status,
      response.status === 200
        ? undefined
        : `HTTP ${response.status}${response.headers.get('location') ? ` to ${response.headers.get('location')}` : ''}`,
    );
  } catch (error) {
    const e = error as Error;
    return done(0, e.name === 'TimeoutError' ? `no complete answer within ${timeoutMs / 1000} s` : e.message);
  }
}
