import { describe, expect, it } from 'vitest';
import { ago, closesIn, closesSoon, directoryIsLate, trendOf } from './words';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('home words', () => {
  it('says when a challenge closes', () => {
    expect(closesIn('2026-03-12T12:00:00Z', now)).toBe('closes in 48 hours');
    expect(closesIn('2026-03-10T13:30:00Z', now)).toBe('closes in 1 hour');
    expect(closesIn('2026-03-10T12:20:00Z', now)).toBe('closes in 20 minutes');
    expect(closesIn('2026-03-10T11:59:00Z', now)).toBe('closed');
  });

  it('says how long ago', () => {
    expect(ago('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(ago('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(ago('2026-03-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(ago('2026-03-07T12:00:00Z', now)).toBe('3 days ago');
  });

  it('compares this week with the last', () => {
    expect(trendOf(12, 5)).toEqual({ direction: 'up', words: '7 more than last week (5)' });
    expect(trendOf(2, 5)).toEqual({ direction: 'down', words: '3 fewer than last week (5)' });
    expect(trendOf(4, 4)).toEqual({ direction: 'same', words: 'the same as last week (4)' });
  });

  it('calls the directory late after three intervals without a completed run', () => {
    expect(directoryIsLate(null, 600, now)).toBe(true);
    expect(directoryIsLate('2026-03-10T11:40:00Z', 600, now)).toBe(false);
    expect(directoryIsLate('2026-03-10T11:29:00Z', 600, now)).toBe(true);
  });

  it('puts published challenges closing within 72 hours on the home page', () => {
    const at = (hours: number) => new Date(now + hours * 3600_000).toISOString();
    expect(closesSoon({ status: 'published', windowEnd: at(48) }, now)).toBe(true);
    expect(closesSoon({ status: 'published', windowEnd: at(72) }, now)).toBe(true);
    expect(closesSoon({ status: 'published', windowEnd: at(73) }, now)).toBe(false);
    expect(closesSoon({ status: 'published', windowEnd: at(-1) }, now)).toBe(false);
    expect(closesSoon({ status: 'closed', windowEnd: at(10) }, now)).toBe(false);
    expect(closesSoon({ status: 'published', windowEnd: null }, now)).toBe(false);
  });
});
