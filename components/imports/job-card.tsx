'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { UseMutationResult } from '@tanstack/react-query';
import { DownloadIcon } from '@/components/ui/icons';
import { ActionQueryError } from '@/lib/query/action-query';
import type { JobView } from '@/lib/imports/job-view';
import type en from '@/lib/i18n/messages/en.json';
import { formatEstimate } from '@/lib/format/time-left';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FailureText } from '@/components/ui/failure-text';
import { LocalTime } from '@/components/ui/local-time';
import { useTimeWords } from '@/components/ui/use-time-words';
import { jobStatus } from './words';
import { ProgressBar } from './progress-bar';

/** A message of the importJob namespace. */
type JobWord = keyof (typeof en)['importJob'];

const finished = new Set(['succeeded', 'failed', 'cancelled']);

/** Whether a job (or one of its chunks) has ended. */
export const hasEnded = (status: string) => finished.has(status);

/** A result file of the job (GET /api/imports/{id}/results): every row, or only the rows not done. */
export interface JobDownload {
  rows: 'all' | 'failed';
  format: 'csv' | 'xlsx';
  /** Its button's words. */
  label: JobWord;
}

/**
 * One background job's card, an import's or an activation's: its title, status and who started it, the rows done
 * of all with a bar and the time left, what the kind adds (`children`), a failed cancel, its result files and the
 * cancel button. The kind gives the words.
 */
export function JobCard({
  job,
  cancel,
  title,
  done: doneText,
  words,
  downloads,
  children,
}: {
  job: JobView;
  cancel: UseMutationResult<JobView, Error, void>;
  title: ReactNode;
  /** "N of M ... (P %)", bold where the kind says. */
  done: ReactNode;
  /** importJob keys: the bar's label, the line under it while cancelling, its "updates itself", the cancel button. */
  words: { bar: JobWord; cancelling: JobWord; etaUnknown: JobWord | null; updates: JobWord; cancel: JobWord };
  downloads: readonly JobDownload[];
  children?: ReactNode;
}) {
  const t = useTranslations('importJob');
  const imports = useTranslations('imports');
  const timeWords = useTimeWords();
  const status = jobStatus(job.status);
  const ended = hasEnded(job.status);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center gap-3">
        <CardTitle className="[overflow-wrap:anywhere]">{title}</CardTitle>
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
            {doneText}
          </p>
          <ProgressBar max={job.totalRows} value={job.registered} label={t(words.bar)} />
          {!ended ? (
            <p className="mt-1 text-xs text-slate-600">
              {job.cancelRequested
                ? t(words.cancelling)
                : job.etaSeconds === null
                  ? words.etaUnknown && t(words.etaUnknown)
                  : t('eta', { left: formatEstimate(job.etaSeconds, timeWords.units) })}{' '}
              {t(words.updates)}
            </p>
          ) : null}
        </div>
        {children}
        {cancel.error ? (
          <Alert
            title={t('cancelFailed')}
            requestId={cancel.error instanceof ActionQueryError ? cancel.error.requestId : null}
          >
            <FailureText failure={cancel.error} />
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {downloads.map((d) => (
            <a
              key={d.rows + d.format}
              className={buttonVariants({ variant: 'secondary' })}
              href={`/api/imports/${job.id}/results?rows=${d.rows}&format=${d.format}`}
              download
            >
              <DownloadIcon /> {t(d.label)}
            </a>
          ))}
          {!ended && !job.cancelRequested ? (
            <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t(words.cancel)}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
