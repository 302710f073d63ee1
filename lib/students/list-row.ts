import type { DirectoryStudentView } from '@/lib/directory/types';

/** A reference as a list row holds it: a resolved record, an id, or nothing. */
type RefLike = { _id: string; name: string } | string | null | undefined;

/**
 * One row of the students table. Live API records (listStudents) fit it as they are;
 * a directory row is turned into it by listRowOfDirectory, so that the same table shows both.
 */
export interface StudentListRow {
  _id: string;
  mainId?: string | undefined;
  username: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  emailConfirmed: boolean;
  activatedPlatformsThisSeason: string[];
  country?: RefLike | object;
  city?: RefLike | object;
  school?: RefLike | object;
  grade?: RefLike | object;
}

const ref = (id: string | null, name: string | null) => (name ? { _id: id ?? '', name } : null);

/** A directory row as the students table shows it. */
export function listRowOfDirectory(row: DirectoryStudentView): StudentListRow {
  return {
    _id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    activatedPlatformsThisSeason: row.platforms,
    country: ref(row.countryId, row.countryName),
    city: ref(row.cityId, row.cityName),
    school: ref(row.schoolId, row.schoolName),
    grade: ref(row.gradeId, row.gradeName),
  };
}
