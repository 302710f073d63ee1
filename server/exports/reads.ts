import 'server-only';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import { applicationsTable, studentsTable, type CopyCompleteness } from '@/lib/exports/tables';
import { tableFile, type TableFile, type TableFileFormat } from '@/lib/spreadsheet/table-file';
import { isStudentNotFound, studentNotFoundMessage, studentScopeFor } from '@/server/access/scope';
import type { ConsoleUser } from '@/server/auth/roles';
import { queueAudit } from '@/server/audit/write-audit';
import { noteConsoleActivity } from '@/server/directory/activity';
import {
  applicationsExport,
  applicationsExportCompleteness,
  type ApplicationsExportScope,
  type Viewer,
} from './applications-export';
import { studentsExport, studentsExportCompleteness } from './students-export';
import { exportTranslator } from './words';

/**
 * The exports (issue 33) for their download routes and the pages' buttons: files of applications with their payments
 * and of the students list, made from the console's copy (no call to the API), in the reader's language, with the
 * copy's "as of" and completeness on their first line. Each takes the user and keeps a coordinator to their schools
 * as the pages do.
 */

export type { ApplicationsExportScope };

/** What the page says beside the buttons: how whole the copy is (`tone` warning when it is not). */
export interface ExportNote {
  whole: boolean;
  /** When the oldest copy it is made from was read (ISO); null when none is whole. */
  asOf: string | null;
  text: string;
}

function exportNote(completeness: CopyCompleteness, words: Awaited<ReturnType<typeof exportTranslator>>): ExportNote {
  return {
    whole: completeness.state === 'whole',
    asOf: completeness.state === 'none' ? null : completeness.asOf,
    text: words.completeness(completeness),
  };
}

/** A file's first line: what it holds, a coordinator's schools, and when the copy was read and whether it is whole. */
function noteLine(
  user: Viewer,
  title: string,
  completeness: CopyCompleteness,
  words: Awaited<ReturnType<typeof exportTranslator>>,
): string {
  const schools = studentScopeFor(user);
  return [
    title,
    schools ? words.t('schoolsOnly', { schools: schools.join(', ') }) : '',
    words.completeness(completeness),
  ]
    .filter(Boolean)
    .join(' ');
}

const day = () => new Date().toISOString().slice(0, 10);

/** Beside an applications export's buttons; undefined for an unknown organization or a student out of scope. */
export async function applicationsExportNote(
  user: Viewer,
  scope: ApplicationsExportScope,
): Promise<ExportNote | undefined> {
  const [completeness, words] = await Promise.all([
    applicationsExportCompleteness(user, scope).catch((error: unknown) => {
      // The page decided its 404 on the live record; a student the directory does not place yet shows no buttons.
      if (isStudentNotFound(error)) return undefined;
      throw error;
    }),
    exportTranslator(),
  ]);
  return completeness && exportNote(completeness, words);
}

/** Beside the students export's buttons. */
export async function studentsExportNote(): Promise<ExportNote> {
  const [completeness, words] = await Promise.all([studentsExportCompleteness(), exportTranslator()]);
  return exportNote(completeness, words);
}

/**
 * The applications file of the scope, or what the download route answers instead: an unknown organization, or a
 * student unknown or (for a coordinator) of another school, is not found.
 */
export async function applicationsExportFile(
  user: ConsoleUser,
  scope: ApplicationsExportScope,
  format: TableFileFormat,
): Promise<{ ok: true; file: TableFile } | { ok: false; notFound: string }> {
  noteConsoleActivity();
  const [made, words] = await Promise.all([
    applicationsExport(user, scope).catch((error: unknown) => {
      if (isStudentNotFound(error)) return 'student' as const;
      throw error;
    }),
    exportTranslator(),
  ]);
  if (made === 'student') return { ok: false, notFound: studentNotFoundMessage };
  if (!made) return { ok: false, notFound: 'This organization was not found.' };
  const { t } = words;
  const organization = scope.organization ? made.organizations[0]?.name : undefined;
  const title = scope.exam
    ? t('titleExam', { exam: scope.exam, organization: organization ?? '' })
    : scope.student
      ? organization
        ? t('titleStudentOrganization', { student: scope.student, organization })
        : t('titleStudent', { student: scope.student })
      : t('titleOrganization', { organization: organization ?? '' });
  const note = noteLine(user, title, made.completeness, words);
  queueAudit({
    user,
    action: 'applications.export',
    targetType: scope.student ? 'student' : 'organization',
    targetId: scope.student ?? scope.organization ?? '',
    summary: `Exported ${made.rows.length} applications (${format})`,
    details: { ...scope, format, rows: made.rows.length, copy: made.completeness.state },
  });
  const base = ['applications', scope.organization, scope.exam, scope.student, day()].filter(Boolean).join('-');
  const file = tableFile(base, format, applicationsTable(note, made.rows, words.applications), {
    sheetName: t('sheetApplications'),
    widthOf: 1,
  });
  return { ok: true, file };
}

/** The students file of the Students page's search (its filters), a coordinator's limited to their schools. */
export async function studentsExportFile(
  user: ConsoleUser,
  query: DirectoryQuery,
  format: TableFileFormat,
): Promise<TableFile> {
  noteConsoleActivity();
  const [made, words] = await Promise.all([studentsExport(user, query), exportTranslator()]);
  const { t } = words;
  const filtered = Boolean(query.q || query.school || query.city || query.grade || query.platform || query.org);
  const note = noteLine(user, filtered ? t('titleStudentsFiltered') : t('titleStudents'), made.completeness, words);
  queueAudit({
    user,
    action: 'students.export',
    targetType: 'directory',
    targetId: 'search',
    summary: `Exported ${made.rows.length} students (${format})`,
    details: { query, format, rows: made.rows.length, copy: made.completeness.state },
  });
  return tableFile(`students-${day()}`, format, studentsTable(note, made.rows, words.students), {
    sheetName: t('sheetStudents'),
    widthOf: 1,
  });
}

/** The download route of an applications export with these filters (the buttons add `format=`). */
export function applicationsExportHref(scope: ApplicationsExportScope): string {
  const q = new URLSearchParams();
  for (const key of ['organization', 'exam', 'student'] as const) if (scope[key]) q.set(key, scope[key]);
  return `/api/exports/applications?${q.toString()}`;
}
