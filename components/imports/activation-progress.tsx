'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { UseMutationResult } from '@tanstack/react-query';
import type { JobView } from '@/lib/imports/job-view';
import { Alert } from '@/components/ui/alert';
import { useFormat } from '@/components/ui/use-format';
import { usePlatformLabel } from '@/components/students/use-platform-label';
import { formatCount } from '@/lib/format/count';
import { waitingKey } from './words';
import { hasEnded, JobCard, type JobDownload } from './job-card';

const downloads: readonly JobDownload[] = [
  { rows: 'all', format: 'xlsx', label: 'activationResultsXlsx' },
  { rows: 'all', format: 'csv', label: 'resultsAllCsv' },
  { rows: 'failed', format: 'csv', label: 'activationNotActivatedCsv' },
];

const words = {
  bar: 'activationBar',
  cancelling: 'activationCancelling',
  etaUnknown: null,
  updates: 'activationUpdates',
  cancel: 'activationCancel',
} as const;

/**
 * An activation's progress (kind `activation`, server/imports/activation-step.ts): students activated of all,
 * those found activated already (skipped), those the API refused, what it waits for, and its result file.
 */
export function ActivationProgress({ job, cancel }: { job: JobView; cancel: UseMutationResult<JobView, Error, void> }) {
  const t = useTranslations('importJob');
  const locale = useLocale();
  const format = useFormat();
  const platformLabel = usePlatformLabel();
  const done = hasEnded(job.status);
  const percent = job.totalRows ? Math.round((job.registered / job.totalRows) * 100) : 0;
  const notActivated = done ? job.totalRows - job.registered : 0;
  const current = job.chunks.find((c) => !hasEnded(c.status));
  const waiting = current ? waitingKey(current.waitingReason) : null;
  const at = current?.nextAttemptAt ? format.dateTime(current.nextAttemptAt) : '';
  return (
    <JobCard
      job={job}
      cancel={cancel}
      title={t('activationFor', { organization: platformLabel(job.organization ?? '') })}
      done={t.rich('activatedOf', {
        done: formatCount(job.registered, locale),
        total: formatCount(job.totalRows, locale),
        percent,
        b: (chunks) => <strong>{chunks}</strong>,
      })}
      words={words}
      downloads={downloads.filter((d) => d.rows === 'all' || notActivated > 0)}
    >
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
    </JobCard>
  );
}
