import 'server-only';
import { componentLogger } from './logger';

const log = componentLogger('process');

/**
 * Says (at info) when the event loop was held for `reportAfterMs` or more: every request in that time waited,
 * whatever its route's own time says. Loading a route's code the first time does it too, so it is not a warning.
 * Checked with a timer every `intervalMs`; the timer does not keep the process alive.
 */
export function watchEventLoop(intervalMs = 250, reportAfterMs = 1000): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const blockedMs = Math.round(now - last - intervalMs);
    last = now;
    if (blockedMs >= reportAfterMs) log.info({ blockedMs }, 'event loop blocked');
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
