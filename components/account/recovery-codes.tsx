'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Recovery codes, shown once: each signs in once when the phone is lost. Copy or download them now. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations('account');
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t('recoveryFileTitle')}\n\n${text}\n`], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'partner-console-recovery-codes.txt' });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-900">{t('recoveryCodes')}</p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => navigator.clipboard.writeText(text)}>
          {t('copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          {t('download')}
        </Button>
      </div>
    </div>
  );
}
