import type { StudentImportRow } from '@/lib/partner-api/student-rules/body-schemas';

export type ImportStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type ImportRowStatus = 'pending' | 'registered' | 'skipped';
export type ImportRowErrorCode =
  | 'invalid_field'
  | 'unexpected_field'
  | 'unknown_reference'
  | 'duplicate_in_request'
  | 'email_taken_by_your_student'
  | 'email_unavailable';
export type ImportFailureCode = 'rows_rejected' | 'forbidden' | 'cancelled' | 'internal_error';

export interface ImportRowError {
  code: ImportRowErrorCode;
  message: string;
  studentId?: string;
  duplicateOf?: number;
}

/** The references of a row as the ids they resolved to when the batch was checked. */
export interface ResolvedRefs {
  country: string;
  grade: string;
  city: string;
  school: string;
}

/** One row of an import (spec §2 "Import row") plus what registering it needs. */
export interface StoredImportRow {
  row: number;
  email: string;
  externalRef?: string;
  status: ImportRowStatus;
  studentId?: string;
  error?: ImportRowError;
  input: StudentImportRow;
  refs: ResolvedRefs;
}

/** A student import (spec §2 "Student import"); timestamps are ISO strings on the sandbox clock. */
export interface StoredImport {
  _id: string;
  accountId: string;
  status: ImportStatus;
  total: number;
  registered: number;
  clientReference?: string;
  failure?: { code: ImportFailureCode; message: string };
  /** Digest of the normalised rows: the same rows from the same account within 24 h are the same batch. */
  rowsKey: string;
  rows: StoredImportRow[];
  createdAt: string;
  startedAt?: string;
  finishedAt?: string;
  expiresAt?: string;
}

/** An entry of `error.details.rows` of a 422 (spec §7 rule 7). */
export interface RejectedRow {
  row: number;
  property: string;
  code: ImportRowErrorCode;
  message: string;
  studentId?: string;
  duplicateOf?: number;
}
