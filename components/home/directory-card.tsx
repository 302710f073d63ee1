import Link from 'next/link';
import { LocalTime } from '@/components/ui/local-time';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DirectoryFreshness } from '@/lib/home/home-view';
import { ago, directoryIsLate } from '@/lib/home/words';
import { formatCount } from '@/lib/format/count';

/** When the student directory last completed a sync, and whether it is late or failing. */
export function DirectoryCard({ directory, now }: { directory: DirectoryFreshness; now: number }) {
  const late = directoryIsLate(directory.lastCompletedAt, directory.intervalSeconds, now);
  return (
    <Card aria-label="Student directory">
      <CardHeader>
        <CardTitle>Student directory</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm text-slate-700" data-testid="directory-freshness">
        <p>
          {directory.lastCompletedAt ? (
            <>
              Last complete sync {ago(directory.lastCompletedAt, now)} (<LocalTime value={directory.lastCompletedAt} />
              ), {formatCount(directory.rows)} students.
            </>
          ) : (
            'No sync has completed yet.'
          )}
        </p>
        {directory.running ? <p>A sync is running now.</p> : null}
        {late ? (
          <p className="font-medium text-amber-900">
            Out of date: a sync should complete every {Math.round(directory.intervalSeconds / 60)} minutes.
          </p>
        ) : null}
        {directory.lastError ? <p className="text-red-800">Last error: {directory.lastError.message}</p> : null}
        <Link href="/students" className="inline-block font-medium text-sky-800 underline-offset-2 hover:underline">
          Search students
        </Link>
      </CardContent>
    </Card>
  );
}
