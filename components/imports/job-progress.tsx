'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { cancelImportJobAction, getImportJobAction } from '@/server/imports/actions';
import { Alert } from '@/components/ui/alert';
import { ChunkList } from './chunk-list';
import { PlanSentence } from './plan-sentence';
import { summarisePlan } from '@/lib/imports/chunk-plan';
import { importKeys } from '@/lib/query/keys/imports';
import { formatCount } from '@/lib/format/count';
import { ActivationProgress } from './activation-progress';
import { hasEnded, JobCard, type JobDownload } from './job-card';

const downloads: readonly JobDownload[] = [
  { rows: 'all', format: 'xlsx', label: 'resultsAllXlsx' },
  { rows: 'all', format: 'csv', label: 'resultsAllCsv' },
  { rows: 'failed', format: 'xlsx', label: 'fixXlsx' },
  { rows: 'failed', format: 'csv', label: 'fixCsv' },
];

const words = {
  bar: 'barLabel',
  cancelling: 'cancelling',
  etaUnknown: 'etaUnknown',
  updates: 'updatesItself',
  cancel: 'cancel',
} as const;

/** Live progress of one import, read every 1.5 s while it runs (so a reload or another user sees the same). */
export function JobProgress({ jobId }: { jobId: string }) {
  const client = useQueryClient();
  const t = useTranslations('importJob');
  const common = useTranslations('common');
  const locale = useLocale();
  const query = useQuery({
    queryKey: importKeys.job(jobId),
    queryFn: () => unwrapAction(getImportJobAction({ jobId })),
    refetchInterval: (q) => (q.state.data && hasEnded(q.state.data.status) ? false : 1500),
  });
  const cancel = useMutation({
    mutationFn: () => unwrapAction(cancelImportJobAction({ jobId })),
    onSuccess: (view) => client.setQueryData(importKeys.job(jobId), view),
  });
  if (query.error) {
    return (
      <Alert title={t('cannotShow')} requestId={query.error instanceof ActionQueryError ? query.error.requestId : null}>
        <FailureText failure={query.error} /> {common('reloadHint')}
      </Alert>
    );
  }
  const job = query.data;
  if (!job) return <p className="text-sm text-slate-600">{t('loading')}</p>;
  if (job.kind === 'activation') return <ActivationProgress job={job} cancel={cancel} />;
  const done = hasEnded(job.status);
  const percent = job.totalRows ? Math.round((job.registered / job.totalRows) * 100) : 0;
  return (
    <div className="space-y-6">
      <JobCard
        job={job}
        cancel={cancel}
        title={job.fileName}
        done={t.rich('registeredOf', {
          registered: formatCount(job.registered, locale),
          total: formatCount(job.totalRows, locale),
          percent,
          b: (chunks) => <strong>{chunks}</strong>,
        })}
        words={words}
        // Rows to fix only once the import has ended with rows not registered (else the file would be empty).
        downloads={downloads.filter((d) => d.rows === 'all' || (done && job.registered < job.totalRows))}
      >
        {job.shortBy ? (
          <Alert tone={job.status === 'cancelled' ? 'warning' : 'error'}>
            {t('shortBy', {
              failed: job.shortBy.failedChunks,
              cancelled: job.shortBy.cancelledChunks,
              chunks: job.chunkCount,
            })}{' '}
            {t('errorHint')}
          </Alert>
        ) : null}
        <PlanSentence plan={summarisePlan(job.chunks)} className="text-sm text-slate-700" />
        {job.leftOut > 0 ? (
          <p className="text-sm text-slate-700" data-testid="job-left-out">
            {t('leftOut', { n: job.leftOut, count: formatCount(job.leftOut, locale) })}
          </p>
        ) : null}
      </JobCard>
      <ChunkList chunks={job.chunks} />
    </div>
  );
}
