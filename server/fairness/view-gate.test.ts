import { describe, expect, it } from 'vitest';
import { createViewGate, type ReleaseView } from './view-gate';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Enters a view and records when it started; answers its release once started. */
function track(gate: ReturnType<typeof createViewGate>, started: string[], personId: string, label: string) {
  return gate.enter(personId).then((release: ReleaseView) => (started.push(label), release));
}

describe('the view gate', () => {
  it('lets a person alone open up to aloneLimit views at once', async () => {
    const gate = createViewGate({ aloneLimit: 3 });
    const started: string[] = [];
    const views = ['g0', 'g1', 'g2', 'g3'].map((label) => track(gate, started, 'greedy', label));
    await tick();
    expect(started).toEqual(['g0', 'g1', 'g2']);
    expect(gate.load()).toEqual({ running: 3, waiting: 1 });
    (await views[0]!)();
    await tick();
    expect(started).toEqual(['g0', 'g1', 'g2', 'g3']);
  });

  it("starts another person's view at once, and holds a burst to one view while others are viewing", async () => {
    const gate = createViewGate({ aloneLimit: 3 });
    const started: string[] = [];
    const other = await track(gate, started, 'other', 'o0');
    const burst = ['g0', 'g1', 'g2'].map((label) => track(gate, started, 'greedy', label));
    await tick();
    // 'other' is being served, so the greedy person gets one view, not three.
    expect(started).toEqual(['o0', 'g0']);
    const second = await track(gate, started, 'second', 's0');
    expect(started).toEqual(['o0', 'g0', 's0']);
    (await burst[0]!)();
    await tick();
    expect(started).toEqual(['o0', 'g0', 's0', 'g1']);
    other();
    second();
    await tick();
    // Nobody else is viewing now: the rest of the burst may run beside g1.
    expect(started).toEqual(['o0', 'g0', 's0', 'g1', 'g2']);
  });

  it('keeps a person’s views in the order they came', async () => {
    const gate = createViewGate({ aloneLimit: 1 });
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
    const gate = createViewGate({ aloneLimit: 1 });
    const first = await gate.enter('p');
    const second = gate.enter('p');
    first();
    first();
    (await second)();
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
