import { directoryCsvHeader } from '@/lib/directory/csv-rows';
import type { DirectoryStudentView } from '@/lib/directory/types';

/**
 * The exports' tables (issue 33): applications with their payments, and the students list, made from the console's
 * copy. The first line says when the copy was read and whether it is whole; then the header in the reader's words;
 * then one row per record, the API's values as the API gave them (ids, statuses, amounts, dates). Formula escaping
 * (CSV) and text cells (.xlsx) are the file writer's (`lib/spreadsheet/table-file.ts`).
 */

/** Columns of the applications export, in order (their words: `dataExports.applicationColumns.<key>`). */
export const applicationColumns = [
  'organization',
  'applicationUuid',
  'applicationId',
  'studentId',
  'studentName',
  'school',
  'examId',
  'category',
  'sitting',
  'language',
  'paymentStatus',
  'paymentAmount',
  'paymentId',
  'participated',
  'examSubmitted',
  'createdAt',
  'removeAfter',
] as const;
export type ApplicationColumn = (typeof applicationColumns)[number];

/** One application of the copy with its payment, as the export writes it (values as the API gave them). */
export interface ApplicationExportRow {
  organization: string;
  applicationUuid: string;
  applicationId: string;
  studentId: string;
  studentName: string;
  school: string;
  examId: string;
  category: string;
  sitting: string;
  language: string;
  /** Absent when the application has no payment (the API's `payment` absent or null). */
  paymentStatus: string;
  paymentAmount: string;
  paymentId: string;
  participated: boolean;
  examSubmitted: boolean;
  createdAt: string;
  removeAfter: string;
}

/** Columns of the students export, in order: the directory export's (their words: `dataExports.studentColumns.<key>`). */
export const studentColumns = directoryCsvHeader;
export type StudentColumn = (typeof studentColumns)[number];

/** The console's own words of an export, in the reader's language. */
export interface ExportWords<Column extends string> {
  columns: Record<Column, string>;
  yes: string;
  no: string;
}

const yesNo = (value: boolean, words: { yes: string; no: string }) => (value ? words.yes : words.no);

/** The applications export: the note line, the header, then each application. */
export function applicationsTable(
  note: string,
  rows: readonly ApplicationExportRow[],
  words: ExportWords<ApplicationColumn>,
): string[][] {
  return [
    [note],
    applicationColumns.map((c) => words.columns[c]),
    ...rows.map((row) =>
      applicationColumns.map((c) => {
        const value = row[c];
        return typeof value === 'boolean' ? yesNo(value, words) : value;
      }),
    ),
  ];
}

/** One student of the directory (the console's copy of the students list) as the export's cells. */
function studentCells(s: DirectoryStudentView, words: ExportWords<StudentColumn>): Record<StudentColumn, string> {
  return {
    id: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    username: s.username,
    email: s.email,
    emailConfirmed: yesNo(s.emailConfirmed, words),
    country: s.countryName ?? '',
    city: s.cityName ?? '',
    school: s.schoolName ?? '',
    grade: s.gradeName ?? '',
    activatedPlatforms: s.platforms.join(' '),
    signedInOrganizations: s.signedInOrgs ? s.signedInOrgs.join(' ') : '',
    updatedAt: s.updatedAt,
    syncedAt: s.syncedAt,
  };
}

/** The students export: the note line, the header, then each student. */
export function studentsTable(
  note: string,
  rows: readonly DirectoryStudentView[],
  words: ExportWords<StudentColumn>,
): string[][] {
  return [
    [note],
    studentColumns.map((c) => words.columns[c]),
    ...rows.map((s) => {
      const cells = studentCells(s, words);
      return studentColumns.map((c) => cells[c]);
    }),
  ];
}

/** How whole the console's copy is for what an export covers. */
export type CopyCompleteness =
  /** Every record of the scope as of `asOf`. */
  | { state: 'whole'; asOf: string }
  /** Some of the scope's copies are whole, others missing or changed since (`missing` names them). */
  | { state: 'partial'; asOf: string | null; missing: string[] }
  /** Nothing of the scope is held yet. */
  | { state: 'none'; missing: string[] };
