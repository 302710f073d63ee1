import { describe, expect, it } from 'vitest';
import { createPersonGate } from './person-gate';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the per-person gate', () => {
  it("runs at most `limit` of one person's reads at once, in order, and never holds up another person", async () => {
    const gate = createPersonGate(2);
    const started: string[] = [];
    const holds = Array.from({ length: 4 }, deferred);
    const greedy = holds.map((hold, i) => gate('greedy', async () => (started.push(`g${i}`), hold.promise)));
    await tick();
    expect(started).toEqual(['g0', 'g1']);
    await gate('other', async () => void started.push('o0'));
    expect(started).toEqual(['g0', 'g1', 'o0']);
    holds[1]!.resolve();
    await tick();
    expect(started).toEqual(['g0', 'g1', 'o0', 'g2']);
    holds[0]!.resolve();
    holds[2]!.resolve();
    holds[3]!.resolve();
    await Promise.all(greedy);
    expect(started).toEqual(['g0', 'g1', 'o0', 'g2', 'g3']);
  });

  it('frees the place of a read that fails', async () => {
    const gate = createPersonGate(1);
    await expect(gate('p', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await gate('p', async () => 'next')).toBe('next');
  });
});
