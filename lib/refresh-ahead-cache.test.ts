import { describe, expect, it } from 'vitest';
import { createRefreshAheadCache } from './refresh-ahead-cache';

function setup() {
  let time = 0;
  const cache = createRefreshAheadCache<string, number>({ ttlMs: 100, refreshWithinMs: 20, now: () => time });
  return { cache, at: (t: number) => void (time = t) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRefreshAheadCache', () => {
  it('keeps a value for its lifetime and not after', () => {
    const { cache, at } = setup();
    const refresh = () => Promise.reject(new Error('not expected'));
    expect(cache.fresh('a', refresh)).toBeUndefined();
    cache.keep('a', 1);
    at(99);
    expect(cache.fresh('a', refresh)).toEqual({ value: 1 });
    at(100);
    expect(cache.fresh('a', refresh)).toBeUndefined();
  });

  it('in the last part of its life returns the kept value and reads it again once, in the background', async () => {
    const { cache, at } = setup();
    cache.keep('a', 1);
    let calls = 0;
    let answer!: (value: number) => void;
    const refresh = () => {
      calls++;
      return new Promise<number>((resolve) => (answer = resolve));
    };
    at(79);
    expect(cache.fresh('a', refresh)).toEqual({ value: 1 });
    expect(calls).toBe(0);
    at(81);
    expect(cache.fresh('a', refresh)).toEqual({ value: 1 });
    expect(cache.fresh('a', refresh)).toEqual({ value: 1 });
    expect(calls).toBe(1);
    answer(2);
    await settle();
    // The new answer lives a whole lifetime from when it came (81 + 100), so at 150 it is neither old nor due.
    at(150);
    expect(cache.fresh('a', refresh)).toEqual({ value: 2 });
    expect(calls).toBe(1);
  });

  it('a failed refresh leaves the kept value until it expires, and a later hit tries again', async () => {
    const { cache, at } = setup();
    cache.keep('a', 1);
    let calls = 0;
    const refresh = () => {
      calls++;
      return Promise.reject(new Error('upstream down'));
    };
    at(90);
    expect(cache.fresh('a', refresh)).toEqual({ value: 1 });
    await settle();
    expect(cache.fresh('a', refresh)).toEqual({ value: 1 });
    expect(calls).toBe(2);
    at(100);
    expect(cache.fresh('a', refresh)).toBeUndefined();
  });

  it('keys are apart, and forget drops one or all', () => {
    const { cache } = setup();
    const refresh = () => Promise.resolve(0);
    cache.keep('a', 1);
    cache.keep('b', 2);
    cache.forget('a');
    expect(cache.fresh('a', refresh)).toBeUndefined();
    expect(cache.fresh('b', refresh)).toEqual({ value: 2 });
    cache.forget();
    expect(cache.fresh('b', refresh)).toBeUndefined();
  });
});
