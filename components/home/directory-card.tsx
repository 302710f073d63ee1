import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { LocalTime } from '@/components/ui/local-time';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DirectoryFreshness } from '@/lib/home/home-view';
import { ago, directoryIsLate } from '@/lib/home/words';
import { formatCount } from '@/lib/format/count';

/** When the student directory last completed a sync, and whether it is late or failing. */
export function DirectoryCard({ directory, now }: { directory: DirectoryFreshness; now: number }) {
  const t = useTranslations('home');
  const locale = useLocale();
  // Before the first sync has completed the card says so; "out of date" is for a sync that stopped completing.
  const late =
    directory.lastCompletedAt !== null && directoryIsLate(directory.lastCompletedAt, directory.intervalSeconds, now);
  return (
    <Card aria-label={t('directoryTitle')}>
      <CardHeader>
        <CardTitle>{t('directoryTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm text-slate-700" data-testid="directory-freshness">
        <p>
          {directory.lastCompletedAt
            ? t.rich('directoryLast', {
                ago: t('ago', ago(directory.lastCompletedAt, now)),
                count: formatCount(directory.rows, locale),
                time: () => <LocalTime value={directory.lastCompletedAt} />,
              })
            : t('directoryNone')}
        </p>
        {directory.running ? <p>{t('directoryRunning')}</p> : null}
        {directory.nextAt ? (
          <p>{t.rich('directoryNext', { time: () => <LocalTime value={directory.nextAt} /> })}</p>
        ) : null}
        {directory.calls.some((c) => c.calls > 0) ? (
          <p data-testid="directory-calls">
            {directory.running ? t('directoryCallsNow') : t('directoryCallsLast')}{' '}
            {directory.calls.map((c, i) => (
              <span key={c.operation}>
                {i > 0 ? ', ' : ''}
                <code translate="no">{c.operation}</code> {formatCount(c.calls, locale)}
              </span>
            ))}
          </p>
        ) : null}
        {late ? (
          <p className="font-medium text-amber-900">
            {t('directoryLate', { minutes: Math.round(directory.intervalSeconds / 60) })}
          </p>
        ) : null}
        {directory.lastError ? (
          <p className="text-red-800">{t('directoryError', { message: directory.lastError.message })}</p>
        ) : null}
        <Link href="/students" className="inline-block font-medium text-sky-800 underline-offset-2 hover:underline">
          {t('searchStudents')}
        </Link>
      </CardContent>
    </Card>
  );
}
