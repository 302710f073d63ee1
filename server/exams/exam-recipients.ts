import 'server-only';
import { chunk } from '@/lib/exams/recipients';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { isStudentInScope } from '@/server/access/scope';
import { getDb } from '@/server/db/client';
import { directorySignIns } from '@/server/directory/search';
import { isPartnerApiError, partner } from '@/server/partner';
import type { Viewer } from './exam-student';

/** A student found for the picker or "apply many". */
export interface FoundStudent {
  _id: string;
  fullName: string;
  email: string;
  grade: string | null;
  /** The student's activated platforms (spec §4.3) and, at the directory's last sync, the organizations they had signed in to (null: not known). */
  platforms: string[];
  signedInOrgs: string[] | null;
}

export interface FoundStudents {
  found: FoundStudent[];
  /** E-mails and ids that match none of your students (for a coordinator: none of their schools' students). */
  missing: string[];
}

const toFound = (s: ResolvedStudent): FoundStudent => ({
  _id: s._id,
  fullName: s.fullName,
  email: s.email,
  grade: s.grade?.name ?? null,
  platforms: s.activatedPlatformsThisSeason ?? [],
  signedInOrgs: null,
});

/**
 * E-mails through listStudents' e-mail filter (100 a request, spec §4.3); ids through getStudent. A
 * coordinator finds only students of their schools: another school's student is listed as missing, exactly
 * as an e-mail or id that matches no student.
 */
export async function findStudents(
  user: Viewer,
  emails: readonly string[],
  ids: readonly string[],
): Promise<FoundStudents> {
  const found: FoundStudent[] = [];
  const missing: string[] = [];
  for (const group of chunk(emails, 100)) {
    const answer = await partner.listStudents({ email: group, limit: 100 });
    const byEmail = new Map(answer.data.map((s) => [s.email.toLowerCase(), s]));
    for (const email of group) {
      const s = byEmail.get(email.toLowerCase());
      if (s && isStudentInScope(user, s)) found.push(toFound(s));
      else missing.push(email);
    }
  }
  for (const id of ids) {
    try {
      const { data: s } = await partner.getStudent(id);
      if (isStudentInScope(user, s)) found.push(toFound(s));
      else missing.push(id);
    } catch (error) {
      if (isPartnerApiError(error) && error.status === 404) missing.push(id);
      else throw error;
    }
  }
  const seen = new Set<string>();
  const unique = found.filter((s) => (seen.has(s._id) ? false : (seen.add(s._id), true)));
  const signIns = await directorySignIns(
    await getDb(),
    unique.map((s) => s._id),
  );
  return { found: unique.map((s) => ({ ...s, signedInOrgs: signIns.get(s._id) ?? null })), missing };
}
