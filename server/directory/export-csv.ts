import 'server-only';
import { csvChunk, directoryCsvHeader, directoryCsvRow } from '@/lib/directory/csv-rows';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import type { DirectoryStudentView } from '@/lib/directory/types';
import { utf8Bom } from '@/lib/csv/export';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { noteConsoleActivity } from './activity';
import { studentScopeFor } from '@/server/access/scope';
import { streamDirectory } from './search';

/** The CSV of every match as a byte stream, written batch by batch (never the whole file in memory). */
export function directoryCsvStream(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  query: DirectoryQuery,
  only?: DirectoryStudentView,
): ReadableStream<Uint8Array> {
  noteConsoleActivity();
  const encoder = new TextEncoder();
  let source: AsyncGenerator<DirectoryStudentView[]> | null = null;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(utf8Bom + csvChunk([[...directoryCsvHeader]])));
      if (only) {
        controller.enqueue(encoder.encode(csvChunk([directoryCsvRow(only)])));
        controller.close();
      } else source = streamDirectory(await getDb(), studentScopeFor(user), query);
    },
    async pull(controller) {
      if (!source) return;
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvChunk(next.value.map(directoryCsvRow))));
    },
    async cancel() {
      await source?.return(undefined);
    },
  });
}
