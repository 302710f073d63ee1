'use client';
import { GlobeIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useBrowserTimeZone } from '@/components/ui/use-browser-time-zone';
import { isLocale, localeNames, locales, negotiateLocale, type Locale } from '@/lib/i18n/locales';
import { knownTimeZones } from '@/lib/i18n/time-zones';
import { saveDisplaySettingsAction } from '@/server/account/display-settings-action';

const BROWSER = '';

/** The header's language and time zone menu; both are saved with the user, "browser" leaves them to the browser. */
export function DisplaySettingsMenu({ language, timeZone }: { language: Locale | null; timeZone: string | null }) {
  const t = useTranslations('displaySettings');
  const locale = useLocale();
  const router = useRouter();
  const browserZone = useBrowserTimeZone();
  const zones = useMemo(() => knownTimeZones(), []);
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
          <div>
            <Label htmlFor="display-time-zone">{t('timeZone')}</Label>
            <Select id="display-time-zone" name="timeZone" defaultValue={timeZone ?? BROWSER} className="w-full">
              <option value={BROWSER}>{t('timeZoneBrowser', { zone: browserZone ?? '…' })}</option>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </Select>
            <p className="mt-1 text-xs text-slate-600">{t('timeZoneHint')}</p>
          </div>
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
