import Papa from 'papaparse';
import { escapeCell } from '@/lib/csv/export';
import type { DirectoryStudentView } from './types';

/** Columns of the directory export, in order. */
export const directoryCsvHeader = [
  'id',
  'firstName',
  'lastName',
  'username',
  'email',
  'emailConfirmed',
  'country',
  'city',
  'school',
  'grade',
  'activatedPlatforms',
  'signedInOrganizations',
  'updatedAt',
  'syncedAt',
] as const;

/** One student as CSV cells (formula escaping is applied when the file is written). */
export function directoryCsvRow(s: DirectoryStudentView): string[] {
  return [
    s.id,
    s.firstName,
    s.lastName,
    s.username,
    s.email,
    s.emailConfirmed ? 'yes' : 'no',
    s.countryName ?? '',
    s.cityName ?? '',
    s.schoolName ?? '',
    s.gradeName ?? '',
    s.platforms.join(' '),
    s.signedInOrgs ? s.signedInOrgs.join(' ') : '',
    s.updatedAt,
    s.syncedAt,
  ];
}

/** Rows as CSV text (CRLF, each line ended), cells formula-escaped; papaparse quotes where needed. */
export function csvChunk(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return (
    Papa.unparse(
      rows.map((r) => r.map(escapeCell)),
      { newline: '\r\n' },
    ) + '\r\n'
  );
}
