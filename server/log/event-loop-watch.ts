import 'server-only';
import { componentLogger } from './logger';

const log = componentLogger('process');

/**
 * Warns when the event loop was held for `warnAfterMs` or more: every request in that time waited, whatever its
 * route's own time says. Checked with a timer every `intervalMs`; the timer does not keep the process alive.
 */
export function watchEventLoop(intervalMs = 250, warnAfterMs = 1000): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const blockedMs = Math.round(now - last - intervalMs);
    last = now;
    if (blockedMs >= warnAfterMs) log.warn({ blockedMs }, 'event loop blocked');
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
