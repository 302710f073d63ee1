import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { ImportItem, ImportsSummary } from '@/lib/home/home-view';
import { ago } from '@/lib/home/words';

function ImportLine({ item, now, showUser }: { item: ImportItem; now: number; showUser: boolean }) {
  const when = item.finishedAt ?? item.createdAt;
  const t = useTranslations('home');
  return (
    <li className="py-2" data-testid={`import-${item.status}`}>
      <Link href={item.href} className="font-medium break-all text-sky-800 underline-offset-2 hover:underline">
        {item.fileName}
      </Link>
      <p className="text-sm text-slate-600">
        {t('importLine', {
          status: item.status,
          registered: item.registered,
          total: item.totalRows,
          ago: t('ago', ago(when, now)),
        })}
        {showUser ? t('importBy', { email: item.userEmail }) : ''}
      </p>
    </li>
  );
}

/** Imports in progress, failures of the week (admin, support), and the last finished one. */
export function ImportsCard({
  imports,
  now,
  coordinator,
}: {
  imports: ImportsSummary;
  now: number;
  coordinator: boolean;
}) {
  const showUser = !coordinator;
  const t = useTranslations('home');
  return (
    <Card aria-label={coordinator ? t('importsTitleCoordinator') : t('importsTitle')}>
      <CardHeader>
        <CardTitle>{coordinator ? t('importsTitleCoordinator') : t('importsTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div>
          <h3 className="font-medium text-slate-900">{t('inProgress')}</h3>
          {imports.inProgress.length ? (
            <ul className="divide-y divide-slate-100">
              {imports.inProgress.map((i) => (
                <ImportLine key={i.id} item={i} now={now} showUser={showUser} />
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('none')}</p>
          )}
        </div>
        {imports.failedThisWeek ? (
          <div>
            <h3 className="font-medium text-slate-900">{t('failedWeek')}</h3>
            {imports.failedThisWeek.length ? (
              <ul className="divide-y divide-slate-100">
                {imports.failedThisWeek.map((i) => (
                  <ImportLine key={i.id} item={i} now={now} showUser={showUser} />
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">{t('none')}</p>
            )}
          </div>
        ) : null}
        <div>
          <h3 className="font-medium text-slate-900">{t('lastFinished')}</h3>
          {imports.lastFinished ? (
            <ul>
              <ImportLine item={imports.lastFinished} now={now} showUser={showUser} />
            </ul>
          ) : (
            <p className="text-slate-600">{t('noneFinished')}</p>
          )}
        </div>
        <Link href="/imports/new" className="inline-block font-medium text-sky-800 underline-offset-2 hover:underline">
          {t('startImport')}
        </Link>
      </CardContent>
    </Card>
  );
}
