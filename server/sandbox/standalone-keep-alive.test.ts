import { afterAll, describe, expect, it } from 'vitest';
import { startStandalone } from './standalone';

/**
 * Keeps this thread busy, as a large synchronous database write does in the same process: no timer or socket event
 * runs meanwhile. Blocked in Atomics.wait rather than spinning, so that the test costs no CPU beside parallel files.
 */
function blockFor(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe('standalone sandbox: keep-alive connections', () => {
  let stop: (() => void) | undefined;
  afterAll(() => stop?.());

  it('a request on a kept-alive connection after the process was busy for 6 or 7 s is answered, not reset', async () => {
    // With Node's default 5 s keep-alive, the server's idle timer and the client's reuse of the socket race once the
    // thread they share (the mirror bench: sandbox, client and PGlite in one process) was busy longer: ECONNRESET.
    const { server, baseUrl } = await startStandalone({ port: 0 });
    stop = () => server.close();
    const health = () => fetch(`${baseUrl}/health`).then((r) => r.status);
    for (const busy of [6_000, 7_000]) {
      expect(await health()).toBe(200);
      blockFor(busy);
      expect(await health()).toBe(200);
    }
  }, 60_000);
});
