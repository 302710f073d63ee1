import { describe, expect, it } from 'vitest';
import { maxPollMs, pollDelayMs, untilNextPoll } from './poll-timing';

/** The reads of one import from its send until `untilMs`, each step taking `stepMs`. */
function readsUntil(pollMs: number, untilMs: number, stepMs: number): number[] {
  const reads: number[] = [];
  for (let t = pollMs; t < untilMs; t += stepMs + untilNextPoll(pollMs, t + stepMs)) reads.push(t);
  return reads;
}

describe('poll timing', () => {
  it('reads every pollMs at first, then a tenth of the time taken, at most maxPollMs', () => {
    expect(pollDelayMs(1_000, 0)).toBe(1_000);
    expect(pollDelayMs(1_000, 9_000)).toBe(1_000);
    expect(pollDelayMs(1_000, 30_000)).toBe(3_000);
    expect(pollDelayMs(1_000, 3_600_000)).toBe(maxPollMs);
    expect(pollDelayMs(20_000, 3_600_000)).toBe(20_000);
  });

  it('reads fall on whole seconds after the send whatever a step took, never back to back', () => {
    expect(untilNextPoll(1_000, 1_030)).toBe(970);
    expect(untilNextPoll(1_000, 2_900)).toBe(100);
    expect(untilNextPoll(1_000, 2_950)).toBe(1_050);
    expect(readsUntil(1_000, 5_000, 40)).toEqual([1_000, 2_000, 3_000, 4_000]);
  });

  it('an import held for an hour costs about 400 reads, at least a tenth of pollMs apart', () => {
    const reads = readsUntil(1_000, 3_600_000, 40);
    expect(reads.length).toBeGreaterThan(300);
    expect(reads.length).toBeLessThan(450);
    expect(Math.min(...reads.slice(1).map((t, i) => t - reads[i]!))).toBeGreaterThanOrEqual(100);
  });
});
