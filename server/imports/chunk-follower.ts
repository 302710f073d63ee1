import 'server-only';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import type { ImportApi } from './types';

export interface ImportState {
  status: string;
  registered: number;
  failure: { code: string; message: string } | null;
  requestId: string;
}

/** The import's status only (one row page of 1), each poll. */
export async function readImportState(api: ImportApi, importId: string, share: number): Promise<ImportState> {
  const answer = await api.getStudentImport(importId, { page: 1, limit: 1 }, { share });
  const failure = answer.data.failure ? { code: answer.data.failure.code, message: answer.data.failure.message } : null;
  return { status: answer.data.status, registered: answer.data.registered, failure, requestId: answer.requestId };
}

const pageSize = 100;

export interface ChunkOutcome {
  results: ChunkRowResult[];
  /** The registered students as listStudents answers them (resolved), for the directory. */
  students: ResolvedStudent[];
}

/**
 * What happened to every row of an ended import, in the order sent: the import's rows (100 a page) give
 * status and studentId; usernames come from listStudents with the `email` filter, 100 addresses a call
 * (the cheapest correct way: getStudent would cost one call per student). The same calls give the
 * registered students' whole records, which the directory learns (server/imports/directory-learn.ts).
 */
export async function collectRowResults(api: ImportApi, importId: string, total: number, share: number): Promise<ChunkOutcome> {
  const results: ChunkRowResult[] = Array.from({ length: total }, () => ({ status: 'pending' }));
  const emails = new Map<number, string>();
  for (let page = 1; (page - 1) * pageSize < total; page++) {
    const answer = await api.getStudentImport(importId, { page, limit: pageSize }, { share });
    for (const row of answer.data.students ?? []) {
      if (row.row < 0 || row.row >= total) continue;
      results[row.row] = {
        status: row.status,
        ...(row.studentId ? { studentId: row.studentId } : {}),
        ...(row.error ? { error: row.error.message } : {}),
      };
      if (row.studentId) emails.set(row.row, row.email);
    }
    if ((answer.data.students ?? []).length === 0) break;
  }
  const registered = [...emails.entries()];
  const ids = new Set(registered.map(([row]) => results[row]?.studentId));
  const students: ResolvedStudent[] = [];
  for (let i = 0; i < registered.length; i += pageSize) {
    const slice = registered.slice(i, i + pageSize);
    const answer = await api.listStudents({ email: slice.map(([, email]) => email), limit: pageSize }, { share });
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
