import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { foldText } from './fold';

/** The columns of a directory row (server/db/schema/directory.ts) made from a student record. */
export interface DirectoryRowValues {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  sortName: string;
  firstFold: string;
  searchText: string;
  username: string;
  usernameFold: string;
  email: string;
  emailConfirmed: boolean;
  countryId: string | null;
  countryName: string | null;
  cityId: string | null;
  cityName: string | null;
  schoolId: string | null;
  schoolName: string | null;
  gradeId: string | null;
  gradeName: string | null;
  gradeOrder: number | null;
  platforms: string[];
  signedInOrgs: string[] | null;
  updatedAt: Date;
  syncedAt: Date;
  seenRun: string | null;
}

type Ref = { _id: string; name: string } | null | undefined;
const refId = (r: Ref) => r?._id ?? null;
const refName = (r: Ref) => r?.name ?? null;

function gradeOrder(name: string | null): number | null {
  if (!name || !/^\d{1,3}$/.test(name.trim())) return null;
  return Number(name.trim());
}

/** A resolved student (listStudents, getStudent) as a directory row. */
export function directoryRowOf(
  s: ResolvedStudent,
  at: Date,
  options: { seenRun?: string | null; signedInOrgs?: string[] | null } = {},
): DirectoryRowValues {
  const fullName = s.fullName || `${s.firstName} ${s.lastName}`;
  const updated = new Date(s.updatedAt);
  return {
    id: s._id,
    firstName: s.firstName,
    lastName: s.lastName,
    fullName,
    sortName: foldText(`${s.lastName} ${s.firstName}`),
    firstFold: foldText(s.firstName),
    searchText: foldText(`${fullName} ${s.lastName} ${s.firstName} ${s.username} ${s.email}`),
    username: s.username,
    usernameFold: foldText(s.username),
    email: s.email,
    emailConfirmed: s.emailConfirmed,
    countryId: refId(s.country),
    countryName: refName(s.country),
    cityId: refId(s.city),
    cityName: refName(s.city),
    schoolId: refId(s.school),
    schoolName: refName(s.school),
    gradeId: refId(s.grade),
    gradeName: refName(s.grade),
    gradeOrder: gradeOrder(refName(s.grade)),
    platforms: [...new Set(s.activatedPlatformsThisSeason)],
    signedInOrgs: options.signedInOrgs ?? null,
    updatedAt: Number.isNaN(updated.getTime()) ? at : updated,
    syncedAt: at,
    seenRun: options.seenRun ?? null,
  };
}
