import { paginate } from '@/lib/partner-api/pagination';
import type { StoredImport, StoredImportRow } from './import-types';

function rowView(row: StoredImportRow) {
  return {
    row: row.row,
    email: row.email,
    ...(row.externalRef !== undefined ? { externalRef: row.externalRef } : {}),
    status: row.status,
    ...(row.studentId ? { studentId: row.studentId } : {}),
    ...(row.error ? { error: row.error } : {}),
  };
}

/** The Student import of spec §2; `students` is one page of rows, left out of the creation answer. */
export function importView(imp: StoredImport, page?: { page: number; limit: number }) {
  const record = {
    _id: imp._id,
    status: imp.status,
    total: imp.total,
    registered: imp.registered,
    ...(imp.clientReference !== undefined ? { clientReference: imp.clientReference } : {}),
    ...(imp.failure ? { failure: imp.failure } : {}),
    createdAt: imp.createdAt,
    ...(imp.startedAt ? { startedAt: imp.startedAt } : {}),
    ...(imp.finishedAt ? { finishedAt: imp.finishedAt } : {}),
    ...(imp.expiresAt ? { expiresAt: imp.expiresAt } : {}),
  };
  if (!page) return { record, pagination: undefined };
  const { data, pagination } = paginate(imp.rows, page.page, page.limit);
  return { record: { ...record, students: data.map(rowView) }, pagination };
}

/** Readable until 30 days after it finished (spec §4.3 getStudentImport, §8). */
export function isReadable(imp: StoredImport, now: Date): boolean {
  return !imp.expiresAt || now.getTime() <= Date.parse(imp.expiresAt);
}
