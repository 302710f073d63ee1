import { sleep } from './browse';
import { readSyncState } from './sync-state';

/**
 * Waits until the directory's first background sync run has completed and none is running, as the console's
 * /api/metrics says (console_directory_sync_lag_seconds present, console_directory_sync_running 0): by then
 * every student's organization cards and record are in the read model. Answers the milliseconds waited;
 * throws after `maxMs`.
 */
export async function waitForDirectorySync(baseUrl: string, maxMs = 300_000): Promise<number> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < maxMs) {
    try {
      const state = await readSyncState(baseUrl);
      if (state.lastCompletedAt !== null && !state.running) return Date.now() - started;
      last = state.running ? 'running' : 'not complete yet';
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(1000);
  }
  throw new Error(`the directory sync did not finish within ${maxMs / 1000} s (last seen: ${last})`);
}
