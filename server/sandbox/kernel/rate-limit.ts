import type { OperationSpec } from '@/lib/partner-api/operations';
import type { KernelState } from './kernel-state';
import { SandboxError } from './errors';

/** The pause after the first refusal, and what that refusal's Retry-After says (spec §8 rule 5). */
export const PAUSE_SECONDS = 60;

export type RateDecision = { allowed: true; headers: Record<string, string> } | { allowed: false; error: SandboxError };

const refusal = (retryAfter: number) =>
  new SandboxError(
    429,
    'too_many_requests',
    'Too many requests for this operation; wait for Retry-After seconds.',
    undefined,
    {
      'Retry-After': String(retryAfter),
    },
  );

/**
 * Counts one request of an account on an operation (spec §8 "Rate-limit mechanics"): a fixed window
 * started by the first counted request; once the limit is used, the first refusal starts a 60 s pause
 * during which every request is refused (not counted, not extending it); afterwards a fresh window.
 */
export function countRequest(
  kernel: KernelState,
  key: string,
  rate: NonNullable<OperationSpec['rateLimit']>,
  nowMs: number,
): RateDecision {
  const pausedUntil = kernel.pauses[key];
  if (pausedUntil !== undefined) {
    if (nowMs < pausedUntil) return { allowed: false, error: refusal(Math.ceil((pausedUntil - nowMs) / 1000)) };
    delete kernel.pauses[key];
    delete kernel.rateWindows[key];
  }
  const windowMs = rate.windowSeconds * 1000;
  let window = kernel.rateWindows[key];
  if (!window || nowMs >= window.startedAt + windowMs) {
    window = { startedAt: nowMs, count: 0 };
    kernel.rateWindows[key] = window;
  }
  if (window.count >= rate.limit) {
    kernel.pauses[key] = nowMs + PAUSE_SECONDS * 1000;
    return { allowed: false, error: refusal(PAUSE_SECONDS) };
  }
  window.count += 1;
  return {
    allowed: true,
    headers: {
      'X-RateLimit-Limit': String(rate.limit),
      'X-RateLimit-Remaining': String(Math.max(0, rate.limit - window.count)),
      'X-RateLimit-Reset': String(Math.max(0, Math.ceil((window.startedAt + windowMs - nowMs) / 1000))),
    },
  };
}
