import { rowMessages } from '@/lib/students/row-messages';
import type { ColumnMapping } from './column-mapping';
import { columnOf, type RowProblem, type RowProblemCode } from './problems';

const knownCodes: readonly RowProblemCode[] = [
  'invalid_field',
  'unexpected_field',
  'unknown_reference',
  'duplicate_in_request',
  'email_taken_by_your_student',
  'email_unavailable',
];

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const firstNumber = (o: Loose, keys: readonly string[]) =>
  keys.map((k) => o[k]).find((v): v is number => typeof v === 'number' && Number.isInteger(v));
const firstString = (o: Loose, keys: readonly string[]) =>
  keys.map((k) => o[k]).find((v): v is string => typeof v === 'string' && v !== '');

/** `email`, `students.3.email`, `["students", 3, "email"]` and `/students/3/email` all name `email`. */
function fieldOf(entry: Loose): string | null {
  const raw = entry.property ?? entry.field ?? entry.path ?? entry.key;
  const parts = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(/[./[\]]+/) : [];
  const named = parts.filter((p) => p !== '' && !/^\d+$/.test(p) && p !== 'students');
  return named.at(-1) ?? null;
}

function defaultMessage(code: RowProblemCode, field: string | null, duplicateOf: number | undefined): string {
  switch (code) {
    case 'duplicate_in_request':
      return duplicateOf === undefined ? rowMessages.emailTwiceInBatch : `email is the same as in row ${duplicateOf}`;
    case 'email_taken_by_your_student':
      return rowMessages.emailTakenByYourStudent;
    case 'email_unavailable':
      return rowMessages.emailUnavailable;
    case 'unexpected_field':
      return `property ${field ?? '?'} should not exist`;
    case 'unknown_reference':
      return `${field ?? 'a reference'} matches nothing known to the API`;
    default:
      return `${field ?? 'the row'} was refused by the API`;
  }
}

export interface MappedRejection {
  problems: RowProblem[];
  /** Entries whose row is not in the chunk (kept out of `problems`). */
  unplaced: number;
  /** Rows the API counted without listing them (spec §7 rule 7), when it says how many. */
  unlistedCount: number | null;
}

/**
 * Maps the 422 answer of createStudentImport (`error.details`, or its `rows`) back to file rows. Entry
 * key names are not fixed by the spec, so `row`/`index`/`position`, `property`/`field`/`path`, `code`,
 * `message`, `studentId`, `duplicateOf` are all read, also from a nested `error` (the import row shape),
 * so failed rows of getStudentImport map the same way. `chunkFileRows[i]` is the file row sent at index i.
 */
export function mapImportRejection(
  details: unknown,
  chunkFileRows: readonly number[],
  mapping: ColumnMapping,
  headers: readonly string[],
): MappedRejection {
  const list = Array.isArray(details) ? details : isObject(details) && Array.isArray(details.rows) ? details.rows : [];
  const problems: RowProblem[] = [];
  let unplaced = 0;
  for (const raw of list) {
    if (!isObject(raw)) continue;
    const entry: Loose = isObject(raw.error) ? { ...raw, ...raw.error } : raw;
    const index = firstNumber(entry, ['row', 'index', 'position', 'rowIndex']);
    const fileRow = index === undefined ? undefined : chunkFileRows[index];
    if (fileRow === undefined) {
      unplaced++;
      continue;
    }
    const rawCode = firstString(entry, ['code']);
    const code: RowProblemCode = knownCodes.find((c) => c === rawCode) ?? 'rejected';
    const field = fieldOf(entry) ?? (code.startsWith('email') || code === 'duplicate_in_request' ? 'email' : null);
    const dupIndex = firstNumber(entry, ['duplicateOf']);
    const duplicateOf = dupIndex === undefined ? undefined : chunkFileRows[dupIndex];
    const studentId = firstString(entry, ['studentId']);
    problems.push({
      fileRow,
      field,
      ...columnOf(field, mapping, headers),
      message: firstString(entry, ['message']) ?? defaultMessage(code, field, duplicateOf),
      code,
      ...(duplicateOf === undefined ? {} : { duplicateOf }),
      ...(studentId === undefined ? {} : { studentId }),
    });
  }
  const count = isObject(details) ? firstNumber(details, ['count', 'total', 'rowCount', 'omitted']) : undefined;
  return { problems, unplaced, unlistedCount: list.length === 0 && count !== undefined ? count : null };
}

/** The answer of checkStudentRegistration for one file row (spec §4.3): reference problems and a same-account duplicate. */
export function mapCheckResult(
  result: {
    problems?: readonly { field: string; message: string }[];
    duplicate?: { sameAccount: boolean; studentId?: string } | null;
  },
  fileRow: number,
  mapping: ColumnMapping,
  headers: readonly string[],
): RowProblem[] {
  const problems: RowProblem[] = (result.problems ?? []).map((p) => ({
    fileRow,
    field: p.field,
    ...columnOf(p.field, mapping, headers),
    message: p.message,
    code: 'unknown_reference',
  }));
  if (result.duplicate?.sameAccount) {
    problems.push({
      fileRow,
      field: 'email',
      ...columnOf('email', mapping, headers),
      message: defaultMessage('email_taken_by_your_student', 'email', undefined),
      code: 'email_taken_by_your_student',
      ...(result.duplicate.studentId ? { studentId: result.duplicate.studentId } : {}),
    });
  }
  return problems;
}
