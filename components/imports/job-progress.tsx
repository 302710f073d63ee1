'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { cancelImportJobAction, getImportJobAction } from '@/server/imports/actions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChunkList } from './chunk-list';
import { importKeys } from './import-keys';
import { formatEstimate } from '@/lib/format/time-left';
import { jobStatusWords } from './words';
import { formatCount } from '@/lib/format/count';
import { LocalTime } from '@/components/ui/local-time';

const finished = new Set(['succeeded', 'failed', 'cancelled']);

const downloads = [
  { rows: 'all', format: 'xlsx', label: 'Results, every row (.xlsx)' },
  { rows: 'all', format: 'csv', label: 'Results (.csv)' },
  { rows: 'failed', format: 'xlsx', label: 'Rows to fix (.xlsx)' },
  { rows: 'failed', format: 'csv', label: 'Rows to fix (.csv)' },
] as const;

/** A bar that reads as empty at 0 % (the native progress element draws a full dark track in some browsers). */
function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className="mt-2 h-3 w-full overflow-hidden rounded-full border border-slate-300 bg-slate-100"
    >
      <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Live progress of one import, read every 1.5 s while it runs (so a reload or another user sees the same). */
export function JobProgress({ jobId }: { jobId: string }) {
  const client = useQueryClient();
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
      <Alert
        title="The import cannot be shown"
        requestId={query.error instanceof ActionQueryError ? query.error.requestId : null}
      >
        {query.error.message} Reload the page to try again.
      </Alert>
    );
  }
  const job = query.data;
  if (!job) return <p className="text-sm text-slate-600">Loading the import…</p>;
  const words = jobStatusWords[job.status] ?? { label: job.status, tone: 'neutral' as const };
  const done = finished.has(job.status);
  const percent = job.totalRows ? Math.round((job.registered / job.totalRows) * 100) : 0;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center gap-3">
          <CardTitle className="break-all">{job.fileName}</CardTitle>
          <Badge tone={words.tone} data-testid="job-status">
            {words.label}
          </Badge>
          <span className="text-sm text-slate-600">
            started by {job.userEmail} · <LocalTime value={job.createdAt} />
          </span>
        </CardHeader>
        <CardContent className="space-y-4">
          <div>
            <p className="text-sm text-slate-800" data-testid="job-registered">
              <strong>{formatCount(job.registered)}</strong> of {formatCount(job.totalRows)} students registered (
              {percent}%)
            </p>
            <ProgressBar max={job.totalRows} value={job.registered} label="Students registered" />
            {!done ? (
              <p className="mt-1 text-xs text-slate-600">
                {job.cancelRequested
                  ? 'Cancelling: chunks not yet sent will not be sent; a chunk already sent ends first.'
                  : job.etaSeconds === null
                    ? 'Time left: estimated once the first chunk has ended.'
                    : `Time left: about ${formatEstimate(job.etaSeconds)}.`}{' '}
                This page updates by itself; you can close it, the import continues.
              </p>
            ) : null}
          </div>
          {job.error ? (
            <Alert tone={job.status === 'cancelled' ? 'warning' : 'error'}>
              {job.error} Download the rows to fix, correct them and import that file.
            </Alert>
          ) : null}
          {cancel.error ? (
            <Alert
              title="The import could not be cancelled"
              requestId={cancel.error instanceof ActionQueryError ? cancel.error.requestId : null}
            >
              {cancel.error.message}
            </Alert>
          ) : null}
          {job.leftOut > 0 ? (
            <p className="text-sm text-slate-700" data-testid="job-left-out">
              {formatCount(job.leftOut)} row(s) you removed during review were not sent; the results file lists them as
              “left out”, with why.
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
                  <DownloadIcon /> {d.label}
                </a>
              ))}
            {!done && !job.cancelRequested ? (
              <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                Cancel the import
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <ChunkList chunks={job.chunks} />
    </div>
  );
}
