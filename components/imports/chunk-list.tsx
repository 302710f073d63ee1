import type { ChunkView } from '@/lib/imports/job-view';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { chunkStatusWords, failureWords, waitingWords } from './words';
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

/** Each chunk (one import request of up to 1,000 rows): its state, its waiting reason, its failure in words. */
export function ChunkList({ chunks }: { chunks: ChunkView[] }) {
  const starts = chunks.map((_, i) => 1 + chunks.slice(0, i).reduce((sum, c) => sum + c.size, 0));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Chunks</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-slate-100" data-testid="chunk-list">
          {chunks.map((c) => {
            const from = starts[c.index] ?? 1;
            const waiting = waitingWords(c.waitingReason, c.nextAttemptAt);
            return (
              <li key={c.index} className="space-y-2 py-3" data-testid={`chunk-${c.index + 1}`}>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <span className="font-medium text-slate-900">Chunk {c.index + 1}</span>
                  <span className="text-slate-600">
                    students {formatCount(from)}–{formatCount(from + c.size - 1)} ({formatCount(c.size)})
                  </span>
                  <Badge tone={tone(c.status)}>{chunkStatusWords[c.status] ?? c.status}</Badge>
                  {c.status === 'succeeded' ? (
                    <span className="text-emerald-800">{formatCount(c.registered)} registered</span>
                  ) : null}
                </div>
                {waiting ? <p className="text-sm text-amber-900">{waiting}</p> : null}
                {c.status === 'failed' || (c.status === 'cancelled' && c.failureCode) ? (
                  <Alert tone={c.status === 'failed' ? 'error' : 'warning'} requestId={c.requestId}>
                    {failureWords[c.failureCode ?? ''] ?? c.failureMessage ?? 'This chunk was not registered.'}
                    {c.failureMessage && failureWords[c.failureCode ?? ''] ? (
                      <span className="mt-1 block text-xs">The API said: {c.failureMessage}</span>
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
