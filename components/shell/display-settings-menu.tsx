'use client';
import { GlobeIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useBrowserTimeZone } from '@/components/ui/use-browser-time-zone';
import { useTimeZoneChoices, type NamedZone } from '@/components/shell/use-time-zone-choices';
import { Input } from '@/components/ui/input';
import { formatCount } from '@/lib/format/count';
import { matchesTimeZoneSearch } from '@/lib/format/time-zone-names';
import { isLocale, localeNames, locales, negotiateLocale, type Locale } from '@/lib/i18n/locales';
import { currentTimeZoneId } from '@/lib/i18n/time-zones';
import { saveDisplaySettingsAction } from '@/server/account/display-settings-action';

const BROWSER = '';

/** The header's language and time zone menu; both are saved with the user, "browser" leaves them to the browser. */
export function DisplaySettingsMenu({ language, timeZone }: { language: Locale | null; timeZone: string | null }) {
  const t = useTranslations('displaySettings');
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const browserLanguage = typeof navigator === 'undefined' ? locale : negotiateLocale(navigator.languages.join(','));

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
          <div>
            <Label htmlFor="display-language">{t('language')}</Label>
            <Select id="display-language" name="language" defaultValue={language ?? BROWSER} className="w-full">
              <option value={BROWSER}>{t('languageBrowser', { language: localeNames[browserLanguage] })}</option>
              {locales.map((code) => (
                <option key={code} value={code} lang={code}>
                  {localeNames[code]}
                </option>
              ))}
            </Select>
          </div>
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
 * those words, its IANA id or an older id (Kiev finds Kyiv); the id is what is saved.
 */
function TimeZoneField({ saved }: { saved: string | null }) {
  const t = useTranslations('displaySettings');
  const locale = useLocale();
  const browserZone = useBrowserTimeZone();
  const zones = useTimeZoneChoices();
  const [zone, setZone] = useState(saved ? currentTimeZoneId(saved) : BROWSER);
  const [query, setQuery] = useState('');

  const labelOf = (id: string | null) => {
    if (!id) return '…';
    const named = zones.byId.get(currentTimeZoneId(id));
    return named ? named.label : zones.state === 'loading' ? '…' : id;
  };
  const matches = query.trim() ? zones.list.filter((z) => matchesTimeZoneSearch(z.search, query)) : zones.list;
  // The chosen zone stays in the list whatever the search, so the select keeps showing it.
  const chosen = zones.byId.get(zone);
  const shown: NamedZone[] = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;
  const browserLabel = t('timeZoneBrowser', { zone: labelOf(browserZone) });
  const selectedLabel = zone === BROWSER ? browserLabel : labelOf(zone);

  return (
    <div>
      <Label htmlFor="display-time-zone">{t('timeZone')}</Label>
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
      <Select
        id="display-time-zone"
        name="timeZone"
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        title={selectedLabel}
        className="w-full"
      >
        <option value={BROWSER}>{browserLabel}</option>
        {zones.state === 'ready' ? (
          shown.map((z) => (
            <option key={z.id} value={z.id}>
              {z.label}
            </option>
          ))
        ) : zone !== BROWSER ? (
          <option value={zone}>{labelOf(zone)}</option>
        ) : null}
      </Select>
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
    </div>
  );
}
