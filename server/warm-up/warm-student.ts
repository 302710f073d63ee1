import 'server-only';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { ConsoleUser } from '@/server/auth/roles';
import { studentCopy } from '@/server/directory/student-access';
import { studentExamsCopy, type KnownStudentExams } from '@/server/exams/available-exams';
import { organizationCardCopy } from '@/server/students/student-organizations';
import type { StoredReader } from '@/server/read-model/stored-read';
import type { WarmUpCandidate } from './candidates';

/** The warm-up reads for every page, as admin and support see them; scope is checked when a person views. */
const everyone: Pick<ConsoleUser, 'role' | 'schools'> = { role: 'admin', schools: [] };

/** The organizations whose card of this student costs calls when nothing is stored: activated, and signed in or not known. */
export function costlyOrganizations(
  candidate: WarmUpCandidate,
  organizations: readonly Organization[],
): Organization[] {
  return organizations.filter(
    (o) =>
      isActivatedFor(candidate.platforms, o.slug) &&
      (candidate.signedInOrgs === null || candidate.signedInOrgs.includes(o.slug)),
  );
}

/** The keys of the copies a student's pages read (cards, and exams where the directory knows a sign-in). */
export function copyKeysOf(candidate: WarmUpCandidate, organizations: readonly Organization[]) {
  const student = { _id: candidate.id, activatedPlatformsThisSeason: candidate.platforms, school: null };
  const costly = costlyOrganizations(candidate, organizations);
  return {
    cards: costly.map((o) => organizationCardCopy(everyone, student, o).key),
    exams: costly
      .filter((o) => candidate.signedInOrgs?.includes(o.slug))
      .map((o) => studentExamsCopy(o._id, candidate.id).key),
  };
}

/**
 * What a card just read from the API says for the exams page (so that page's copy needs no second getOrgStudent,
 * and no second listStudentApplications when the card holds every application).
 */
function knownFromCard(card: StudentOrganizationCard): KnownStudentExams {
  if (!card.orgStudent?.ok) return {};
  const known: KnownStudentExams = { access: { signedIn: card.orgStudent.data.signedIn, visible: true } };
  if (card.applications?.ok && card.applications.data.items.length === card.applications.data.total) {
    known.applications = { known: true, list: card.applications.data.items };
  }
  return known;
}

/**
 * Reads ahead the copies a student's pages need: for each costly organization its card and, once the student
 * signed in there, their available exams. Copies already stored are left alone. Answers how many copies it read.
 */
export async function warmStudent(
  reader: StoredReader,
  candidate: WarmUpCandidate,
  organizations: readonly Organization[],
): Promise<number> {
  const wanted = costlyOrganizations(candidate, organizations);
  if (wanted.length === 0) return 0;
  const student = await reader.warm<ResolvedStudent>(studentCopy(candidate.id));
  if (!student) return 0;
  let read = student.read ? 1 : 0;
  for (const organization of costlyOrganizations(
    { ...candidate, platforms: student.data.activatedPlatformsThisSeason },
    organizations,
  )) {
    const card = await reader.warm(organizationCardCopy(everyone, student.data, organization));
    if (!card) continue;
    if (card.read) read += 1;
    if (!card.data.orgStudent?.ok || !card.data.orgStudent.data.signedIn) continue;
    const exams = await reader.warm(
      studentExamsCopy(organization._id, student.data._id, card.read ? knownFromCard(card.data) : {}),
    );
    if (exams?.read) read += 1;
  }
  return read;
}
