import { describe, expect, it } from 'vitest';
import { describeWindow, tickInterval, windowState } from './countdown';

const start = '2025-03-01T10:00:00.000Z';
const end = '2025-03-10T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('windowState', () => {
  it('is not started before the start, with the time to the start', () => {
    expect(windowState(at('2025-03-01T09:00:00.000Z'), start, end)).toEqual({
      phase: 'not_started',
      remainingMs: 3_600_000,
    });
  });
  it('is open from the start (inclusive) to the end (exclusive)', () => {
    expect(windowState(at(start), start, end).phase).toBe('open');
    expect(windowState(at('2025-03-10T09:59:59.000Z'), start, end)).toEqual({ phase: 'open', remainingMs: 1000 });
    expect(windowState(at(end), start, end)).toEqual({ phase: 'ended', remainingMs: null });
  });
  it('is unknown without both bounds', () => {
    expect(windowState(0, null, end).phase).toBe('unknown');
    expect(windowState(0, start, 'not a date').phase).toBe('unknown');
  });
});

describe('describeWindow', () => {
  it('says what comes next', () => {
    expect(describeWindow(at('2025-02-28T10:00:00.000Z'), start, end)).toBe('Opens in 1 day');
    expect(describeWindow(at('2025-03-09T10:00:00.000Z'), start, end)).toBe('Closes in 1 day');
    expect(describeWindow(at('2025-03-11T00:00:00.000Z'), start, end)).toBe('Window ended');
    expect(describeWindow(0, null, null)).toBe('Window not set');
  });
});

describe('tickInterval', () => {
  it('ticks every second in the last hour only', () => {
    expect(tickInterval(59 * 60_000)).toBe(1000);
    expect(tickInterval(2 * 3_600_000)).toBe(30_000);
    expect(tickInterval(null)).toBe(30_000);
  });
});
