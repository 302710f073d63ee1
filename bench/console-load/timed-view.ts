import http from 'node:http';
import type { PageKind } from './page-kinds';

// The people's "browsers" run on the consoles' own cores: node:http with kept-alive connections costs about a
// quarter of what fetch() did a view (its WHATWG streams and decompression), so the bench takes less from them.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * GETs a URL as a browser would (gzip asked for) and reads the body to its end without decompressing it. A kept-alive
 * connection the server closed as it was reused (its idle timeout) is retried once on a new one, as browsers do.
 */
function readWholeAnswer(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  retried = false,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    // The retry takes a connection of its own: the agent's next idle one may have been closed at the same moment.
    const request = http.get(
      url,
      { agent: retried ? false : agent, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' }, signal },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
        response.on('error', reject);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (request.reusedSocket && error.code === 'ECONNRESET' && !retried && !signal.aborted)
        resolve(readWholeAnswer(url, headers, signal, true));
      else reject(request.reusedSocket ? new Error(`${error.message} (a kept-alive connection)`) : error);
    });
  });
}

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
  headers: Record<string, string> = {},
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
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const { status, location } = await readWholeAnswer(
      `${baseUrl}${page.url}`,
      { ...headers, cookie, accept: 'text/html' },
      signal,
    );
    return done(status, status === 200 ? undefined : `HTTP ${status}${location ? ` to ${location}` : ''}`);
  } catch (error) {
    return done(0, signal.aborted ? `no complete answer within ${timeoutMs / 1000} s` : (error as Error).message);
  }
}
