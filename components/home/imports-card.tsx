import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { ImportItem, ImportsSummary } from '@/lib/home/home-view';
import { ago } from '@/lib/home/words';

const statusWords: Record<string, string> = {
  queued: 'waiting to start',
  running: 'running',
  succeeded: 'finished',
  failed: 'failed',
  cancelled: 'cancelled',
};

function ImportLine({ item, now, showUser }: { item: ImportItem; now: number; showUser: boolean }) {
  const when = item.finishedAt ?? item.createdAt;
  return (
    <li className="py-2" data-testid={`import-${item.status}`}>
      <Link href={item.href} className="font-medium break-all text-sky-800 underline-offset-2 hover:underline">
        {item.fileName}
      </Link>
      <p className="text-sm text-slate-600">
        {statusWords[item.status] ?? item.status}, {item.registered} of {item.totalRows} registered, {ago(when, now)}
        {showUser ? ` by ${item.userEmail}` : ''}
        {item.status === 'failed' && item.error ? `: ${item.error}` : ''}
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
  return (
    <Card aria-label={coordinator ? 'Your imports' : 'Imports'}>
      <CardHeader>
        <CardTitle>{coordinator ? 'Your imports' : 'Imports'}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div>
          <h3 className="font-medium text-slate-900">In progress</h3>
          {imports.inProgress.length ? (
            <ul className="divide-y divide-slate-100">
              {imports.inProgress.map((i) => (
                <ImportLine key={i.id} item={i} now={now} showUser={showUser} />
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">None.</p>
          )}
        </div>
        {imports.failedThisWeek ? (
          <div>
            <h3 className="font-medium text-slate-900">Failed in the last 7 days</h3>
            {imports.failedThisWeek.length ? (
              <ul className="divide-y divide-slate-100">
                {imports.failedThisWeek.map((i) => (
                  <ImportLine key={i.id} item={i} now={now} showUser={showUser} />
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">None.</p>
            )}
          </div>
        ) : null}
        <div>
          <h3 className="font-medium text-slate-900">Last finished</h3>
          {imports.lastFinished ? (
            <ul>
              <ImportLine item={imports.lastFinished} now={now} showUser={showUser} />
            </ul>
          ) : (
            <p className="text-slate-600">No import has finished yet.</p>
          )}
        </div>
        <Link href="/imports/new" className="inline-block font-medium text-sky-800 underline-offset-2 hover:underline">
          Start a new import
        </Link>
      </CardContent>
    </Card>
  );
}
