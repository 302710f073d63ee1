import { describe, expect, it, vi } from 'vitest';
import { createViewGate } from './view-gate';

vi.mock('server-only', () => ({}));

const holder = globalThis as typeof globalThis & { __viewGate?: ReturnType<typeof createViewGate> };
const within = <T>(promise: Promise<T>, ms = 500) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still waiting')), ms))]);

describe('throughViewGate', () => {
  it('runs a read nested in the same person’s read without waiting for itself, while others are viewing', async () => {
    holder.__viewGate = createViewGate({ aloneLimit: 3, burstPaceMs: 0, othersActiveMs: 5_000 });
    const otherView = await holder.__viewGate.enter('other');
    const { throughViewGate } = await import('./through-view-gate');
    const answer = await within(throughViewGate('p', () => throughViewGate('p', async () => 'inner')));
    expect(answer).toBe('inner');
    otherView();
  });

  it("holds a person's second view while someone else is viewing, and frees turns of reads that fail", async () => {
    holder.__viewGate = createViewGate({ aloneLimit: 3, burstPaceMs: 0, othersActiveMs: 5_000 });
    const { throughViewGate } = await import('./through-view-gate');
    const otherView = await holder.__viewGate.enter('other');
    let release!: () => void;
    const first = throughViewGate('q', () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise<void>((resolve) => setImmediate(resolve));
    await expect(
      within(
        throughViewGate('q', async () => 'second'),
        100,
      ),
    ).rejects.toThrow('still waiting');
    release();
    await first;
    await expect(within(throughViewGate('q', async () => Promise.reject(new Error('no'))))).rejects.toThrow('no');
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(await within(throughViewGate('q', async () => 'next'))).toBe('next');
    otherView();
  });
});
