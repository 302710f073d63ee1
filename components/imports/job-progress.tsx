'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useLocale, useTranslations } from 'next-intl';
import { useTimeWords } from '@/components/ui/use-time-words';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { cancelImportJobAction, getImportJobAction } from '@/server/imports/actions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChunkList } from './chunk-list';
import { PlanSentence } from './plan-sentence';
import { summarisePlan } from '@/lib/imports/chunk-plan';
import { importKeys } from '@/lib/query/keys/imports';
import { formatEstimate } from '@/lib/format/time-left';
import { jobStatus } from './words';
import { formatCount } from '@/lib/format/count';
import { LocalTime } from '@/components/ui/local-time';
import { ActivationProgress } from './activation-progress';
import { ProgressBar } from './progress-bar';

const finished = new Set(['succeeded', 'failed', 'cancelled']);

const downloads = [
  { rows: 'all', format: 'xlsx', label: 'resultsAllXlsx' },
  { rows: 'all', format: 'csv', label: 'resultsAllCsv' },
  { rows: 'failed', format: 'xlsx', label: 'fixXlsx' },
  { rows: 'failed', format: 'csv', label: 'fixCsv' },
] as const;

/** Live progress of one import, read every 1.5 s while it runs (so a reload or another user sees the same). */
export function JobProgress({ jobId }: { jobId: string }) {
  const client = useQueryClient();
  const t = useTranslations('importJob');
  const common = useTranslations('common');
  const imports = useTranslations('imports');
  const timeWords = useTimeWords();
  const locale = useLocale();
  const query = useQuery({
    queryKey: importKeys.job(jobId),
    queryFn: () => unwrapAction(getImportJobAction({ jobId })),
    refetchInterval: (q) => (q.state.data && finished.has(q.state.data.status) ? false : 1500),
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
  const status = jobStatus(job.status);
  const done = finished.has(job.status);
  const percent = job.totalRows ? Math.round((job.registered / job.totalRows) * 100) : 0;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center gap-3">
          <CardTitle className="break-all">{job.fileName}</CardTitle>
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
              {t.rich('registeredOf', {
                registered: formatCount(job.registered, locale),
                total: formatCount(job.totalRows, locale),
                percent,
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <ProgressBar max={job.totalRows} value={job.registered} label={t('barLabel')} />
            {!done ? (
              <p className="mt-1 text-xs text-slate-600">
                {job.cancelRequested
                  ? t('cancelling')
                  : job.etaSeconds === null
                    ? t('etaUnknown')
                    : t('eta', { left: formatEstimate(job.etaSeconds, timeWords.units) })}{' '}
                {t('updatesItself')}
              </p>
            ) : null}
          </div>
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
          {cancel.error ? (
            <Alert
              title={t('cancelFailed')}
              requestId={cancel.error instanceof ActionQueryError ? cancel.error.requestId : null}
            >
              <FailureText failure={cancel.error} />
            </Alert>
          ) : null}
          <PlanSentence plan={summarisePlan(job.chunks)} className="text-sm text-slate-700" />
          {job.leftOut > 0 ? (
            <p className="text-sm text-slate-700" data-testid="job-left-out">
              {t('leftOut', { n: job.leftOut, count: formatCount(job.leftOut, locale) })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {downloads
              // Rows to fix only once the import has ended with rows not registered (else the file would be empty).
              .filter((d) => d.rows === 'all' || (done && job.registered < job.totalRows))
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
                {t('cancel')}
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <ChunkList chunks={job.chunks} />
    </div>
  );
}
