import type { ChunkView } from '@/lib/imports/job-view';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLocale, useTranslations } from 'next-intl';
import { useFormat } from '@/components/ui/use-format';
import { chunkStatusKey, failureKey, waitingKey } from './words';
import { formatCount } from '@/lib/format/count';

const tone = (status: string) =>
  status === 'succeeded'
    ? 'success'
    : status === 'failed'
      ? 'danger'
      : status === 'cancelled'
        ? 'warning'
        : status === 'queued'
          ? 'neutral'
          : 'info';

/**
 * Each chunk (one import request of up to 1,000 rows, or the rows registered one by one): its state, its
 * waiting reason, its failure in words.
 */
export function ChunkList({ chunks }: { chunks: ChunkView[] }) {
  const t = useTranslations('importJob');
  const said = useTranslations('apiWording');
  const locale = useLocale();
  const format = useFormat();
  const count = (n: number) => formatCount(n, locale);
  const waitingWords = (reason: string | null, until: string | null) => {
    const waiting = waitingKey(reason);
    if (!waiting) return null;
    const at = until ? format.dateTime(until) : waiting.unknownTime ? t(waiting.unknownTime) : '';
    return t(waiting.key, { at });
  };
  const starts = chunks.map((_, i) => 1 + chunks.slice(0, i).reduce((sum, c) => sum + c.size, 0));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('chunks')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-slate-100" data-testid="chunk-list">
          {chunks.map((c) => {
            const from = starts[c.index] ?? 1;
            const waiting = waitingWords(c.waitingReason, c.nextAttemptAt);
            const status = chunkStatusKey(c.status);
            const single = c.kind === 'single';
            const failure = failureKey(c.failureCode);
            const refusedOneByOne = single && c.status === 'failed' && c.failureCode === 'rows_rejected';
            return (
              <li key={c.index} className="space-y-2 py-3" data-testid={`chunk-${c.index + 1}`}>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <span className="font-medium text-slate-900">
                    {single ? t('singlesTitle') : t('chunkN', { n: c.index + 1 })}
                  </span>
                  <span className="text-slate-600">
                    {t('chunkRange', { from: count(from), to: count(from + c.size - 1), size: count(c.size) })}
                  </span>
                  <Badge tone={tone(c.status)}>{status ? t(status) : c.status}</Badge>
                  {single && c.status !== 'queued' ? (
                    <span className="text-emerald-800">
                      {t('singlesRegistered', { registered: count(c.registered), size: count(c.size) })}
                    </span>
                  ) : c.status === 'succeeded' ? (
                    <span className="text-emerald-800">{t('chunkRegistered', { count: count(c.registered) })}</span>
                  ) : null}
                </div>
                {waiting ? <p className="text-sm text-amber-900">{waiting}</p> : null}
                {c.status === 'failed' || (c.status === 'cancelled' && c.failureCode) ? (
                  <Alert tone={c.status === 'failed' ? 'error' : 'warning'} requestId={c.requestId}>
                    {refusedOneByOne
                      ? t('failSinglesRefused', { count: count(c.size - c.registered), n: c.size - c.registered })
                      : failure
                        ? t(failure)
                        : (c.failureMessage ?? t('notRegistered'))}
                    {c.failureMessage && failure && !refusedOneByOne ? (
                      <span className="mt-1 block text-xs">
                        {said('apiSaid')} {c.failureMessage}
                      </span>
                    ) : null}
                  </Alert>
                ) : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
