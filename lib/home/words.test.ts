import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import ru from '@/lib/i18n/messages/ru.json';
import { ago, closesIn, closesSoon, directoryIsLate, trendOf } from './words';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('home words', () => {
  const t = createTranslator({ locale: 'en', messages: en, namespace: 'home' });
  const tRu = createTranslator({ locale: 'ru', messages: ru, namespace: 'home' });

  it('says them in each language', () => {
    expect(t('closesIn', closesIn('2026-03-12T12:00:00Z', now))).toBe('closes in 48 hours');
    expect(t('closesIn', closesIn('2026-03-10T13:30:00Z', now))).toBe('closes in 1 hour');
    expect(t('ago', ago('2026-03-10T11:59:30Z', now))).toBe('just now');
    expect(t('ago', ago('2026-03-07T12:00:00Z', now))).toBe('3 days ago');
    expect(t('trend', trendOf(12, 5))).toBe('7 more than last week (5)');
    expect(tRu('closesIn', closesIn('2026-03-12T12:00:00Z', now))).toBe('закроется через 48 часов');
    expect(tRu('ago', ago('2026-03-10T11:55:00Z', now))).toBe('5 минут назад');
    expect(tRu('ago', ago('2026-03-09T12:00:00Z', now))).toBe('24 часа назад');
  });

  it('says when a challenge closes', () => {
    expect(closesIn('2026-03-12T12:00:00Z', now)).toEqual({ kind: 'hours', n: 48 });
    expect(closesIn('2026-03-10T13:30:00Z', now)).toEqual({ kind: 'hours', n: 1 });
    expect(closesIn('2026-03-10T12:20:00Z', now)).toEqual({ kind: 'minutes', n: 20 });
    expect(closesIn('2026-03-10T11:59:00Z', now)).toEqual({ kind: 'closed', n: 0 });
  });

  it('says how long ago', () => {
    expect(ago('2026-03-10T11:59:30Z', now)).toEqual({ unit: 'now', n: 0 });
    expect(ago('2026-03-10T11:55:00Z', now)).toEqual({ unit: 'minute', n: 5 });
    expect(ago('2026-03-10T11:00:00Z', now)).toEqual({ unit: 'hour', n: 1 });
    expect(ago('2026-03-07T12:00:00Z', now)).toEqual({ unit: 'day', n: 3 });
  });

  it('compares this week with the last', () => {
    expect(trendOf(12, 5)).toEqual({ direction: 'up', diff: 7, lastWeek: 5 });
    expect(trendOf(2, 5)).toEqual({ direction: 'down', diff: 3, lastWeek: 5 });
    expect(trendOf(4, 4)).toEqual({ direction: 'same', diff: 0, lastWeek: 4 });
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
