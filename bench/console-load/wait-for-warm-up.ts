import { readFileSync } from 'node:fs';
import { sleep } from './browse';

const started = '[read-model] warm-up: first pass started';
const finished = /\[read-model\] warm-up pass: .*/;

const logOf = (logFile: string) => {
  try {
    return readFileSync(logFile, 'utf8');
  } catch {
    return '';
  }
};

/** Whether the console's warm-up (server/warm-up) has begun reading, by its log. */
export const warmUpStarted = (logFile: string) => logOf(logFile).includes(started);

/**
 * Waits until the console's first warm-up pass has ended, as its log says (server/warm-up/scheduler.ts), and
 * answers that line; null when the console says its warm-up is off. Throws after `maxMs`.
 */
export async function waitForWarmUp(logFile: string, maxMs: number): Promise<string | null> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const log = logOf(logFile);
    if (log.includes('warm-up of stored copies off')) return null;
    const line = log.match(finished)?.[0];
    if (line) return line;
    if (Date.now() > deadline)
      throw new Error(`the console's warm-up did not finish within ${maxMs / 1000} s; see ${logFile}`);
    await sleep(2000);
  }
}
