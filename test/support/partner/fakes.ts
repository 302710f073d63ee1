import 'server-only';
import type { Clock } from '@/server/partner/clock';

/** A clock whose sleep moves time at once: a test waits minutes of windows in milliseconds. */
export function fakeClock(start = Date.parse('2030-01-01T00:00:00.000Z')) {
  let now = start;
  const sleeps: number[] = [];
  const clock: Clock & { advance(ms: number): void; sleeps: number[] } = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
    advance: (ms) => void (now += ms),
    sleeps,
  };
  return clock;
}

/**
 * A clock that moves only when the test moves it: a sleep ends when `advance` passes its end, so a test
 * sees who waits for what. `advance` (and `tick`) let every promise that can go on run first.
 */
export function manualClock(start = Date.parse('2030-01-01T00:00:00.000Z')) {
  let now = start;
  let sleepers: Array<{ until: number; wake: () => void }> = [];
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
  const clock: Clock & { advance(ms: number): Promise<void>; tick(): Promise<void>; sleeping(): number } = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => void sleepers.push({ until: now + Math.max(0, ms), wake })),
    advance: async (ms) => {
      await tick();
      now += ms;
      const due = sleepers.filter((s) => s.until <= now);
      sleepers = sleepers.filter((s) => s.until > now);
      due.forEach((s) => s.wake());
      await tick();
    },
    tick,
    sleeping: () => sleepers.length,
  };
  return clock;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
  at: number;
}

type Handler = (req: RecordedRequest, index: number) => Response | Promise<Response>;

/** A fetch that records each request and answers from `handler`, one macrotask later (like a network). */
export function fakeFetch(handler: Handler, clock?: Pick<Clock, 'now'>) {
  const requests: RecordedRequest[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: RecordedRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
      at: clock?.now() ?? Date.now(),
    };
    const index = requests.push(req) - 1;
    await new Promise((resolve) => setImmediate(resolve));
    return handler(req, index);
  }) as typeof fetch;
  return Object.assign(fetchFn, { requests });
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  json(200, { success: true, message: 'OK.', data, ...extra }, headers);

export function apiError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  details?: Record<string, unknown>,
) {
  const requestId = headers['x-request-id'] ?? 'api-req-1';
  return json(
    status,
    {
      error: {
        code,
        message,
        documentation_url: `https://docs.example/api/errors#${code}`,
        request_id: requestId,
        details,
      },
    },
    { 'x-request-id': requestId, ...headers },
  );
}

/**
 * The rate limits of spec §8 as a fetch: per operation (the path without ids) fixed windows of
 * `limit` per `windowMs`, X-RateLimit-* headers, and a 60 s pause after the first refusal.
 */
export function fakeRateLimitedApi(
  clock: Pick<Clock, 'now'>,
  options: { limit?: number; windowMs?: number; used?: number } = {},
) {
  const limit = options.limit ?? 100;
  const windowMs = options.windowMs ?? 60_000;
  const windows = new Map<string, { endsAt: number; count: number; pausedUntil: number }>();
  let preused = options.used ?? 0;
  const stats = { counted: 0, refused: 0 };
  const fetchFn = fakeFetch((req) => {
    const now = clock.now();
    const op = `${req.method} ${req.url.pathname.replace(/[0-9a-f]{24}/g, '{id}')}`;
    let w = windows.get(op);
    if (w && w.pausedUntil > now) {
      stats.refused += 1;
      return apiError(429, 'too_many_requests', 'Too many requests.', {
        'retry-after': String(Math.ceil((w.pausedUntil - now) / 1000)),
      });
    }
    if (!w || now >= w.endsAt || w.pausedUntil) {
      w = { endsAt: now + windowMs, count: preused, pausedUntil: 0 };
      preused = 0;
      windows.set(op, w);
    }
    if (w.count >= limit) {
      w.pausedUntil = now + 60_000;
      stats.refused += 1;
      return apiError(429, 'too_many_requests', 'Too many requests.', { 'retry-after': '60' });
    }
    w.count += 1;
    stats.counted += 1;
    return ok(
      [],
      { pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
      {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(limit - w.count),
        'x-ratelimit-reset': String(Math.ceil((w.endsAt - now) / 1000)),
      },
    );
  }, clock);
  return Object.assign(fetchFn, { stats });
}
