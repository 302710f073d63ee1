import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewGate, type ReleaseView, type ViewGateOptions } from './view-gate';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const options: ViewGateOptions = { aloneLimit: 3, burstPaceMs: 1_000, othersActiveMs: 5_000 };

/** Enters a view and records when it started; answers its release once started. */
function track(gate: ReturnType<typeof createViewGate>, started: string[], personId: string, label: string) {
  return gate.enter(personId).then((release: ReleaseView) => (started.push(label), release));
}

describe('the view gate', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('lets a person alone open up to aloneLimit views at once, without pacing', async () => {
    const gate = createViewGate(options);
    const started: string[] = [];
    const views = ['g0', 'g1', 'g2', 'g3'].map((label) => track(gate, started, 'greedy', label));
    await tick();
    expect(started).toEqual(['g0', 'g1', 'g2']);
    expect(gate.load()).toEqual({ running: 3, waiting: 1 });
    (await views[0]!)();
    await tick();
    expect(started).toEqual(['g0', 'g1', 'g2', 'g3']);
  });

  it("starts another person's view at once, and paces a burst to one view at a time while others view", async () => {
    const gate = createViewGate(options);
    const started: string[] = [];
    const other = await track(gate, started, 'other', 'o0');
    const burst = ['g0', 'g1', 'g2'].map((label) => track(gate, started, 'greedy', label));
    await tick();
    // 'other' is being served, so the greedy person gets one view, not three.
    expect(started).toEqual(['o0', 'g0']);
    const second = await track(gate, started, 'second', 's0');
    expect(started).toEqual(['o0', 'g0', 's0']);
    other();
    second();
    vi.advanceTimersByTime(200);
    (await burst[0]!)();
    await tick();
    // g0 is done, but others viewed within the last 5 s: g1 waits until 1 s after g0 started.
    expect(started).toEqual(['o0', 'g0', 's0']);
    vi.advanceTimersByTime(800);
    await tick();
    expect(started).toEqual(['o0', 'g0', 's0', 'g1']);
    (await burst[1]!)();
    vi.advanceTimersByTime(1_000);
    await tick();
    expect(started).toEqual(['o0', 'g0', 's0', 'g1', 'g2']);
  });

  it('never holds a person who clicks from page to page, while others view', async () => {
    const gate = createViewGate(options);
    const started: string[] = [];
    const other = await track(gate, started, 'other', 'o0');
    (await track(gate, started, 'p', 'p0'))();
    (await track(gate, started, 'p', 'p1'))();
    expect(started).toEqual(['o0', 'p0', 'p1']);
    other();
  });

  it('runs the rest of a burst together once nobody else has viewed for othersActiveMs', async () => {
    const gate = createViewGate(options);
    const started: string[] = [];
    (await track(gate, started, 'other', 'o0'))();
    const burst = ['g0', 'g1', 'g2', 'g3'].map((label) => track(gate, started, 'greedy', label));
    await tick();
    expect(started).toEqual(['o0', 'g0']);
    vi.advanceTimersByTime(5_000);
    (await burst[0]!)();
    await tick();
    expect(started).toEqual(['o0', 'g0', 'g1', 'g2', 'g3']);
  });

  it('reports how long each view waited and whether it was part of a burst', async () => {
    const starts: [number, boolean][] = [];
    const gate = createViewGate(options, (waitedMs, burst) => starts.push([waitedMs, burst]));
    const other = await gate.enter('other');
    const first = await gate.enter('greedy');
    const second = gate.enter('greedy');
    first();
    vi.advanceTimersByTime(1_000);
    (await second)();
    other();
    expect(starts).toEqual([
      [0, false],
      [0, false],
      [1_000, true],
    ]);
  });

  it('keeps a person’s views in the order they came', async () => {
    const gate = createViewGate({ ...options, aloneLimit: 1 });
    const started: string[] = [];
    const views = ['a', 'b', 'c'].map((label) => track(gate, started, 'p', label));
    for (const view of views) {
      await tick();
      (await view)();
    }
    expect(started).toEqual(['a', 'b', 'c']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('ignores a second release of the same view', async () => {
    const gate = createViewGate({ ...options, aloneLimit: 1 });
    const first = await gate.enter('p');
    const second = gate.enter('p');
    first();
    first();
    (await second)();
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
