import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { directoryRowOf, type DirectoryRowValues } from '@/lib/directory/to-row';
import { resolvedStudentSchema, type ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { getDb, type Db } from '@/server/db/client';
import { partner } from '@/server/partner';
import { forgetDirectoryFacets } from './facets';
import { directoryRow } from './search';
import { deleteDirectoryRow, upsertDirectoryRows } from './store';

const log = componentLogger('directory');

type Ref = { _id: string; name: string };
/** A student as the console's features hold it: resolved (list, get) or with ids (register, update, import). */
export type AnyStudent = Pick<
  ResolvedStudent,
  | '_id'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'email'
  | 'emailConfirmed'
  | 'activatedPlatformsThisSeason'
  | 'createdAt'
  | 'updatedAt'
> & {
  country?: Ref | string | null;
  city?: Ref | string | null;
  school?: Ref | string | null;
  grade?: Ref | string | null;
};

const refKeys = ['country', 'city', 'school', 'grade'] as const;
const isResolved = (s: AnyStudent) =>
  refKeys.every((k) => s[k] === undefined || s[k] === null || typeof s[k] === 'object');

/** A record with ids: names from the row already held where the ids did not change, else null until the next sync. */
function mergeIds(s: AnyStudent, held: DirectoryRowValues | null, at: Date): DirectoryRowValues {
  const bare = directoryRowOf({ ...s, country: null, city: null, school: null, grade: null } as ResolvedStudent, at);
  const pick = (
    key: (typeof refKeys)[number],
    id: 'countryId' | 'cityId' | 'schoolId' | 'gradeId',
    name: 'countryName' | 'cityName' | 'schoolName' | 'gradeName',
  ) => {
    const value = s[key];
    const newId = typeof value === 'string' ? value : (value?._id ?? null);
    const sameAsHeld = held && held[id] === newId;
    bare[id] = newId;
    bare[name] = typeof value === 'object' && value ? value.name : sameAsHeld ? held[name] : null;
  };
  pick('country', 'countryId', 'countryName');
  pick('city', 'cityId', 'cityName');
  pick('school', 'schoolId', 'schoolName');
  pick('grade', 'gradeId', 'gradeName');
  bare.gradeOrder = bare.gradeName && /^\d+$/.test(bare.gradeName) ? Number(bare.gradeName) : null;
  return bare;
}

/**
 * Writes one student into the directory after the console registered, edited or imported them. A resolved
 * record is written as it is; a record with ids is resolved with getStudent (its own rate window), or, should
 * that fail, merged with the names already held. Never throws: the directory must not fail the user's action.
 */
export async function upsertDirectoryStudent(
  student: AnyStudent,
  options: { db?: Db; signedInOrgs?: string[] } = {},
): Promise<void> {
  try {
    const db = options.db ?? (await getDb());
    const at = new Date();
    let row: DirectoryRowValues;
    if (isResolved(student)) {
      row = directoryRowOf(resolvedStudentSchema.parse(student), at);
    } else {
      const fetched = await partner.getStudent(student._id, { share: 0.5 }).catch(() => null);
      if (fetched) row = directoryRowOf(fetched.data, at);
      else {
        const held = await directoryRow(db, student._id);
        row = mergeIds(student, held ? { ...held } : null, at);
      }
    }
    if (options.signedInOrgs) row.signedInOrgs = [...new Set(options.signedInOrgs)].sort();
    await upsertDirectoryRows(db, [row]);
    forgetDirectoryFacets(db);
  } catch (error) {
    log.error({ err: error }, 'could not write a student through to the directory');
  }
}

/** Removes a student from the directory (e.g. the API answered 404 for them). Never throws. */
export async function removeFromDirectory(id: string, options: { db?: Db } = {}): Promise<void> {
  try {
    await deleteDirectoryRow(options.db ?? (await getDb()), id);
  } catch (error) {
    log.error({ err: error }, 'could not remove a student from the directory');
  }
}
