'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { timeZoneSearchText, type TimeZoneChoice } from '@/lib/format/time-zone-names';
import { listTimeZoneChoicesAction } from '@/server/account/display-settings-action';

/** A zone as the menu lists it: its words in the reader's language and what a search matches. */
export interface NamedZone {
  id: string;
  label: string;
  search: string;
}

export interface TimeZoneChoices {
  state: 'loading' | 'ready' | 'failed';
  list: NamedZone[];
  byId: ReadonlyMap<string, NamedZone>;
}

/** Read once per language while the page lives: the list is the same for every menu. */
const loaded = new Map<string, Promise<TimeZoneChoice[] | null>>();

function load(locale: string): Promise<TimeZoneChoice[] | null> {
  let choices = loaded.get(locale);
  if (!choices) {
    choices = listTimeZoneChoicesAction({})
      .then((result) => (result.ok ? result.data : null))
      .catch(() => null);
    loaded.set(locale, choices);
    // A failure is not kept: the next opening of the menu asks again.
    void choices.then((got) => (got ? undefined : loaded.delete(locale)));
  }
  return choices;
}

/** The time zones of the language and time zone menu, named by the server in the reader's language. */
export function useTimeZoneChoices(): TimeZoneChoices {
  const t = useTranslations('displaySettings');
  const locale = useLocale();
  const [answer, setAnswer] = useState<{ locale: string; choices: TimeZoneChoice[] | null } | null>(null);

  useEffect(() => {
    let live = true;
    void load(locale).then((choices) => {
      if (live) setAnswer({ locale, choices });
    });
    return () => {
      live = false;
    };
  }, [locale]);

  return useMemo(() => {
    if (!answer || answer.locale !== locale) return { state: 'loading', list: [], byId: new Map() };
    if (!answer.choices) return { state: 'failed', list: [], byId: new Map() };
    const list = answer.choices.map((choice) => {
      const label =
        choice.id === 'UTC'
          ? t('utc')
          : choice.place
            ? t('timeZoneOption', { offset: choice.offset, place: choice.place, name: choice.name ?? '' })
            : t('timeZoneOptionNamed', { offset: choice.offset, name: choice.name ?? choice.id });
      return { id: choice.id, label, search: timeZoneSearchText(choice, label) };
    });
    return { state: 'ready', list, byId: new Map(list.map((zone) => [zone.id, zone])) };
  }, [answer, locale, t]);
}
