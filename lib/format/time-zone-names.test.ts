import { describe, expect, it } from 'vitest';
import { matchesTimeZoneSearch, timeZoneChoices, timeZoneSearchText, type TimeZoneChoice } from './time-zone-names';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');
const byId = (choices: TimeZoneChoice[], id: string) => choices.find((c) => c.id === id);

describe('timeZoneChoices', () => {
  it('names each zone in the reader’s language: where it is, its name, its offset now', () => {
    expect(byId(timeZoneChoices('ka', winter), 'Europe/Kyiv')).toEqual({
      id: 'Europe/Kyiv',
      offset: 'GMT+2',
      place: 'უკრაინა',
      name: 'აღმოსავლეთ ევროპის დრო',
      formerIds: ['Europe/Kiev', 'Europe/Uzhgorod', 'Europe/Zaporozhye'],
    });
    expect(byId(timeZoneChoices('ka', winter), 'America/New_York')).toMatchObject({
      offset: 'GMT-5',
      place: 'ნიუ-იორკი',
    });
    expect(byId(timeZoneChoices('ru', summer), 'America/New_York')).toMatchObject({
      offset: 'GMT-4',
      place: 'Нью-Йорк',
      name: 'Восточная Америка',
    });
    expect(byId(timeZoneChoices('az', winter), 'America/New_York')).toMatchObject({ place: 'Nyu York' });
    expect(byId(timeZoneChoices('en', winter), 'America/New_York')).toMatchObject({
      place: 'New York',
      name: 'Eastern Time',
    });
    expect(byId(timeZoneChoices('en', winter), 'Asia/Kolkata')).toMatchObject({ offset: 'GMT+5:30' });
  });

  it('leaves out the place when the name already says it', () => {
    expect(byId(timeZoneChoices('ka', winter), 'Asia/Tbilisi')).toMatchObject({
      offset: 'GMT+4',
      place: null,
      name: 'საქართველოს სტანდარტული დრო',
    });
    expect(byId(timeZoneChoices('az', winter), 'Asia/Tbilisi')).toMatchObject({ place: null });
    expect(byId(timeZoneChoices('ru', winter), 'Asia/Tbilisi')).toMatchObject({ place: null });
  });

  it('lists UTC first, then west to east; every zone once, under its current id; no two read the same', () => {
    for (const locale of ['en', 'ka', 'az', 'ru']) {
      const choices = timeZoneChoices(locale, winter);
      expect(choices[0]).toEqual({ id: 'UTC', offset: 'GMT+0', place: null, name: null, formerIds: [] });
      const ids = choices.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain('Europe/Kiev');
      const minutes = choices.slice(1).map((c) => {
        const [, sign, hours, rest] = /^GMT([+-])(\d+)(?::(\d+))?$/.exec(c.offset)!;
        return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(rest ?? 0));
      });
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      const labels = choices.map((c) => `${c.offset} ${c.place} ${c.name}`);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('says no zone in English to a Georgian or Russian reader', () => {
    for (const locale of ['ka', 'ru']) {
      const english = timeZoneChoices(locale, winter).filter((c) =>
        /[A-Za-z]{3,}/.test(`${c.place ?? ''} ${c.name ?? ''}`.replace(/GMT/g, '')),
      );
      expect(english.map((c) => c.id)).toEqual([]);
    }
  });
});

describe('searching the zones', () => {
  const kyiv = byId(timeZoneChoices('ka', winter), 'Europe/Kyiv')!;
  const text = timeZoneSearchText(kyiv, 'GMT+2 · უკრაინა — აღმოსავლეთ ევროპის დრო');

  it('finds a zone by its words, its offset, its id or an older id, whatever the case', () => {
    for (const query of ['უკრაინა', 'ევროპის', 'gmt+2', 'Kyiv', 'kiev', 'europe/kyiv', 'Europe/Kiev', '  KYIV ']) {
      expect(matchesTimeZoneSearch(text, query), query).toBe(true);
    }
    expect(
      matchesTimeZoneSearch(
        timeZoneSearchText(byId(timeZoneChoices('en', winter), 'America/New_York')!, 'x'),
        'new_york',
      ),
    ).toBe(true);
  });

  it('needs every word typed', () => {
    expect(matchesTimeZoneSearch(text, 'kyiv tbilisi')).toBe(false);
    expect(matchesTimeZoneSearch(text, 'gmt+4')).toBe(false);
  });
});
