'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useLocale, useTranslations } from 'next-intl';
import type { UseMutationResult } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { ActionQueryError } from '@/lib/query/action-query';
import type { JobView } from '@/lib/imports/job-view';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LocalTime } from '@/components/ui/local-time';
import { useFormat } from '@/components/ui/use-format';
import { useTimeWords } from '@/components/ui/use-time-words';
import { usePlatformLabel } from '@/components/students/use-platform-label';
import { formatEstimate } from '@/lib/format/time-left';
import { formatCount } from '@/lib/format/count';
import { jobStatus, waitingKey } from './words';
import { ProgressBar } from './progress-bar';

const finished = new Set(['succeeded', 'failed', 'cancelled']);

const downloads = [
  { rows: 'all', format: 'xlsx', label: 'activationResultsXlsx' },
  { rows: 'all', format: 'csv', label: 'resultsAllCsv' },
  { rows: 'failed', format: 'csv', label: 'activationNotActivatedCsv' },
] as const;

/**
 * An activation's progress (kind `activation`, server/imports/activation-step.ts): students activated of all,
 * those found activated already (skipped), those the API refused, what it waits for, and its result file.
 */
export function ActivationProgress({ job, cancel }: { job: JobView; cancel: UseMutationResult<JobView, Error, void> }) {
  const t = useTranslations('importJob');
  const imports = useTranslations('imports');
  const locale = useLocale();
  const format = useFormat();
  const timeWords = useTimeWords();
  const platformLabel = usePlatformLabel();
  const count = (n: number) => formatCount(n, locale);
  const status = jobStatus(job.status);
  const done = finished.has(job.status);
  const percent = job.totalRows ? Math.round((job.registered / job.totalRows) * 100) : 0;
  const notActivated = done ? job.totalRows - job.registered : 0;
  const current = job.chunks.find((c) => !finished.has(c.status));
  const waiting = current ? waitingKey(current.waitingReason) : null;
  const at = current?.nextAttemptAt ? format.dateTime(current.nextAttemptAt) : '';
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center gap-3">
        <CardTitle className="break-words">
          {t('activationFor', { organization: platformLabel(job.organization ?? '') })}
        </CardTitle>
        <Badge tone={status?.tone ?? 'neutral'} data-testid="job-status">
          {status ? imports(status.key) : job.status}
        </Badge>
        <span className="text-sm text-slate-600">
          {t.rich('startedBy', { email: job.userEmail, time: () => <LocalTime value={job.createdAt} /> })}
        </span>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <p className="text-sm text-slate-800" data-testid="job-registered">
            {t.rich('activatedOf', {
              done: count(job.registered),
              total: count(job.totalRows),
              percent,
              b: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <ProgressBar max={job.totalRows} value={job.registered} label={t('activationBar')} />
          {!done ? (
            <p className="mt-1 text-xs text-slate-600">
              {job.cancelRequested
                ? t('activationCancelling')
                : job.etaSeconds === null
                  ? null
                  : t('eta', { left: formatEstimate(job.etaSeconds, timeWords.units) })}{' '}
              {t('activationUpdates')}
            </p>
          ) : null}
        </div>
        {waiting && !done ? (
          <p className="text-sm text-amber-900" data-testid="job-waiting">
            {current?.waitingReason === 'rate_limit'
              ? t('activationWaitRate', { at: at || t('later') })
              : t(waiting.key, { at: at || (waiting.unknownTime ? t(waiting.unknownTime) : '') })}
          </p>
        ) : null}
        {job.skipped > 0 ? (
          <p className="text-sm text-slate-700" data-testid="job-skipped">
            {t('activationSkipped', { n: job.skipped })}
          </p>
        ) : null}
        {notActivated > 0 ? (
          <Alert tone={job.status === 'cancelled' ? 'warning' : 'error'} requestId={current?.requestId ?? null}>
            <span data-testid="job-not-activated">{t('activationRefused', { n: notActivated })}</span>
          </Alert>
        ) : null}
        {cancel.error ? (
          <Alert
            title={t('cancelFailed')}
            requestId={cancel.error instanceof ActionQueryError ? cancel.error.requestId : null}
          >
            <FailureText failure={cancel.error} />
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {downloads
            .filter((d) => d.rows === 'all' || notActivated > 0)
            .map((d) => (
              <a
                key={d.rows + d.format}
                className={buttonVariants({ variant: 'secondary' })}
                href={`/api/imports/${job.id}/results?rows=${d.rows}&format=${d.format}`}
                download
              >
                <DownloadIcon /> {t(d.label)}
              </a>
            ))}
          {!done && !job.cancelRequested ? (
            <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t('activationCancel')}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
