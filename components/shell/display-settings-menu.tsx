'use client';
import { GlobeIcon } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import { useBrowserTimeZone } from '@/components/ui/use-browser-time-zone';
import { useTimeZoneChoices, type NamedZone } from '@/components/shell/use-time-zone-choices';
import { Input } from '@/components/ui/input';
import { formatCount } from '@/lib/format/count';
import { matchesTimeZoneSearch } from '@/lib/format/time-zone-names';
import { isLocale, localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { currentTimeZoneId } from '@/lib/i18n/time-zones';
import { saveDisplaySettingsAction } from '@/server/account/display-settings-action';

const BROWSER = '';

/**
 * The header's language and time zone menu; both are saved with the user, "browser" leaves them to the browser.
 * `browserLanguage` is the language the browser asks for (its Accept-Language, negotiated on the server).
 */
export function DisplaySettingsMenu({
  language,
  timeZone,
  browserLanguage,
}: {
  language: Locale | null;
  timeZone: string | null;
  browserLanguage: Locale;
}) {
  const t = useTranslations('displaySettings');
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const save = (form: FormData) => {
    const chosenLanguage = String(form.get('language') ?? BROWSER);
    const chosenZone = String(form.get('timeZone') ?? BROWSER);
    setError(null);
    startTransition(async () => {
      const result = await saveDisplaySettingsAction({
        language: isLocale(chosenLanguage) ? chosenLanguage : null,
        timeZone: chosenZone || null,
      });
      if (!result.ok) {
        setError(result.fieldErrors?.timeZone ? t('invalidTimeZone') : t('invalidLanguage'));
        return;
      }
      setOpen(false);
      router.refresh();
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('button')} title={t('button')}>
          <GlobeIcon aria-hidden />
          <span className="uppercase">{locale}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={t('title')}>
        <form action={save} className="flex flex-col gap-4">
          <fieldset>
            <legend className="mb-1 block text-sm font-medium text-slate-800">{t('language')}</legend>
            {/* Choices rather than a select: "As my browser asks (ქართული)" wraps on a phone instead of being cut. */}
            <div className="flex flex-wrap gap-x-4 gap-y-1.5">
              {[
                { code: BROWSER, name: t('languageBrowser', { language: localeNames[browserLanguage] }) },
                ...locales.map((code) => ({ code, name: localeNames[code] })),
              ].map((choice) => (
                <label
                  key={choice.code || 'browser'}
                  className={cn(
                    'inline-flex items-start gap-2 text-sm text-slate-900',
                    choice.code === BROWSER && 'basis-full',
                  )}
                >
                  <input
                    type="radio"
                    name="language"
                    value={choice.code}
                    defaultChecked={(language ?? BROWSER) === choice.code}
                    className="mt-0.5 shrink-0"
                  />
                  <span lang={choice.code || undefined}>{choice.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <TimeZoneField saved={timeZone} />
          {error ? (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={pending} className="self-start">
            {pending ? t('saving') : t('save')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The zone: each named in the reader's language (offset, where, its name; the server names them), found by any of
 * those words, its IANA id or an older id (Kiev finds Kyiv); the id is what is saved. A list of choices rather than a
 * select, so that a long name wraps instead of being cut off on a phone.
 */
function TimeZoneField({ saved }: { saved: string | null }) {
  const t = useTranslations('displaySettings');
  const locale = useLocale();
  const browserZone = useBrowserTimeZone();
  const zones = useTimeZoneChoices();
  const [zone, setZone] = useState(saved ? currentTimeZoneId(saved) : BROWSER);
  const [query, setQuery] = useState('');
  const list = useRef<HTMLDivElement>(null);

  const labelOf = (id: string | null) => {
    if (!id) return '…';
    const named = zones.byId.get(currentTimeZoneId(id));
    return named ? named.label : zones.state === 'loading' ? '…' : id;
  };
  const matches = query.trim() ? zones.list.filter((z) => matchesTimeZoneSearch(z.search, query)) : zones.list;
  // The chosen zone stays in the list whatever the search.
  const chosen = zones.byId.get(zone);
  const shown: NamedZone[] = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;
  const options = [
    { id: BROWSER, label: t('timeZoneBrowser', { zone: labelOf(browserZone) }) },
    ...(zones.state === 'ready' ? shown : zone !== BROWSER ? [{ id: zone, label: labelOf(zone) }] : []),
  ];

  // The chosen zone is scrolled into the list's view once the zones are there, and again when a search is cleared.
  const searching = query.trim() !== '';
  useEffect(() => {
    const box = list.current;
    if (zones.state !== 'ready' || !box) return;
    const checked = box.querySelector<HTMLElement>('input:checked');
    if (searching || !checked) box.scrollTop = 0;
    else box.scrollTop += checked.getBoundingClientRect().top - box.getBoundingClientRect().top - 8;
  }, [zones.state, searching]);

  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t('timeZone')}</legend>
      <input type="hidden" name="timeZone" value={zone} />
      <Input
        type="search"
        aria-label={t('findZone')}
        placeholder={t('findZonePlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        disabled={zones.state !== 'ready'}
        className="mb-2"
        data-testid="time-zone-search"
      />
      <div
        ref={list}
        className="relative max-h-56 overflow-y-auto rounded-md border border-slate-300"
        data-testid="time-zone-list"
      >
        {options.map((option) => (
          <label
            key={option.id || 'browser'}
            className="flex cursor-pointer items-start gap-2 px-3 py-1.5 text-sm text-slate-900 hover:bg-slate-50 has-checked:bg-sky-50 has-checked:font-medium"
          >
            <input
              type="radio"
              name="timeZoneChoice"
              value={option.id}
              checked={zone === option.id}
              onChange={() => setZone(option.id)}
              className="mt-0.5 shrink-0"
            />
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
      {zones.state === 'loading' ? (
        <p className="mt-1 text-xs text-slate-600" role="status">
          {t('loadingZones')}
        </p>
      ) : zones.state === 'failed' ? (
        <p className="mt-1 text-xs text-red-800" role="alert">
          {t('zonesFailed')}
        </p>
      ) : query.trim() ? (
        <p className="mt-1 text-xs text-slate-600" role="status" data-testid="time-zone-matches">
          {t('zonesFound', { count: matches.length, n: formatCount(matches.length, locale) })}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">{t('timeZoneHint')}</p>
    </fieldset>
  );
}
