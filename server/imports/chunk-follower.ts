import 'server-only';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ImportRow } from '@/lib/partner-api/schemas/student-import';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import type { ImportApi } from './types';

/** Rows a page of getStudentImport, and addresses a listStudents call (spec §8: page size and email filter, 100 each). */
const pageSize = 100;

/**
 * Parts of each rate window (server/partner `share`) the runner's reads may use. Nobody but the runner
 * reads getStudentImport, so it may use the whole window (the budget still waits rather than meet a
 * 429); listStudents is shared with people (the students pages) and the directory sync, so the runner
 * leaves them half of it.
 */
export const readShares = { getStudentImport: 1, listStudents: 0.5 } as const;

export interface ImportState {
  status: string;
  registered: number;
  failure: { code: string; message: string } | null;
  requestId: string;
  /** Rows page 1 (100 rows): once the import has ended it is the results' first page, not read again. */
  firstPage: ImportRow[];
}

/** The import's status, with a full first page of rows, each poll. */
export async function readImportState(api: ImportApi, importId: string): Promise<ImportState> {
  const answer = await api.getStudentImport(
    importId,
    { page: 1, limit: pageSize },
    { share: readShares.getStudentImport },
  );
  const failure = answer.data.failure ? { code: answer.data.failure.code, message: answer.data.failure.message } : null;
  return {
    status: answer.data.status,
    registered: answer.data.registered,
    failure,
    requestId: answer.requestId,
    firstPage: answer.data.students ?? [],
  };
}

export interface ChunkOutcome {
  results: ChunkRowResult[];
  /** The registered students as listStudents answers them (resolved), for the directory. */
  students: ResolvedStudent[];
}

/**
 * What happened to every row of an ended import, in the order sent: the import's rows (100 a page,
 * page 1 from the poll that saw it end) give status and studentId; usernames come from listStudents with
 * the `email` filter, 100 addresses a call (the cheapest correct way: getStudent would cost one call per
 * student). The same calls give the registered students' whole records, which the directory learns
 * (server/imports/directory-learn.ts).
 */
export async function collectRowResults(
  api: ImportApi,
  importId: string,
  total: number,
  firstPage: readonly ImportRow[],
): Promise<ChunkOutcome> {
  const results: ChunkRowResult[] = Array.from({ length: total }, () => ({ status: 'pending' }));
  const emails = new Map<number, string>();
  for (let page = 1; (page - 1) * pageSize < total; page++) {
    const rows =
      page === 1
        ? firstPage
        : ((await api.getStudentImport(importId, { page, limit: pageSize }, { share: readShares.getStudentImport }))
            .data.students ?? []);
    for (const row of rows) {
      if (row.row < 0 || row.row >= total) continue;
      results[row.row] = {
        status: row.status,
        ...(row.studentId ? { studentId: row.studentId } : {}),
        ...(row.error ? { error: row.error.message } : {}),
      };
      if (row.studentId) emails.set(row.row, row.email);
    }
    if (rows.length === 0) break;
  }
  const registered = [...emails.entries()];
  const ids = new Set(registered.map(([row]) => results[row]?.studentId));
  const students: ResolvedStudent[] = [];
  for (let i = 0; i < registered.length; i += pageSize) {
    const slice = registered.slice(i, i + pageSize);
    const answer = await api.listStudents(
      { email: slice.map(([, email]) => email), limit: pageSize },
      { share: readShares.listStudents },
    );
    students.push(...answer.data.filter((s) => ids.has(s._id)));
    const usernameOf = new Map(answer.data.map((s) => [s.email.toLowerCase(), s.username]));
    for (const [row, email] of slice) {
      const username = usernameOf.get(email.toLowerCase());
      const result = results[row];
      if (result && username) result.username = username;
    }
  }
  return { results, students };
}
