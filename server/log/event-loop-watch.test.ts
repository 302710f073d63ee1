import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { watchEventLoop } from './event-loop-watch';
import { setLoggerForTests } from './logger';

afterEach(() => setLoggerForTests());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('says, with how long, when the event loop was held longer than the limit, and not for short work', async () => {
  const lines: Record<string, unknown>[] = [];
  setLoggerForTests(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
        done();
      },
    }),
  );
  const stop = watchEventLoop(20, 1000);
  try {
    await wait(100);
    const busyUntil = performance.now() + 50;
    while (performance.now() < busyUntil);
    await wait(60);
    expect(lines).toEqual([]);
    const blockedUntil = performance.now() + 1300;
    while (performance.now() < blockedUntil);
    await wait(60);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', component: 'process', msg: 'event loop blocked' });
    expect(lines[0]!.blockedMs).toBeGreaterThanOrEqual(1000);
  } finally {
    stop();
  }
});
