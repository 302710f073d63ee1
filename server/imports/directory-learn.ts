import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { directoryRowOf } from '@/lib/directory/to-row';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { Db } from '@/server/db/client';
import { forgetDirectoryFacets } from '@/server/directory/facets';
import { upsertDirectoryRows } from '@/server/directory/store';

/**
 * The directory learns the students an import chunk registered, from the records the runner already
 * read to find their usernames (listStudents, 100 a call): no getStudent per row, and the school, city
 * and grade as the API resolved them, so a coordinator's scope and the filters see them at once. Never
 * throws: the next directory sync fills in whatever could not be written.
 */
const log = componentLogger('imports');

export async function learnImportedStudents(db: Db, students: readonly ResolvedStudent[], at: Date): Promise<void> {
  if (students.length === 0) return;
  try {
    await upsertDirectoryRows(
      db,
      students.map((s) => directoryRowOf(s, at)),
    );
    forgetDirectoryFacets(db);
  } catch (error) {
    log.error({ err: error, students: students.length }, 'could not write the imported students to the directory');
  }
}
