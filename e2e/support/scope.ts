import { api } from '../exams/partner-api';

/** The demo coordinator's school (server/auth/demo-users.ts) and a school of the seed that is not theirs. */
export const coordinatorSchool = 'Tbilisi Public School No. 1';
export const otherSchool = 'Batumi Public School No. 3';

type SeedStudent = { _id: string; fullName: string; school?: { name: string } | null };

/** A student of the demo account in `school`, read from the embedded sandbox (not through the console). */
export async function studentOfSchool(school: string): Promise<SeedStudent> {
  for (let page = 1; page <= 50; page++) {
    const { data } = await api<SeedStudent[]>('GET', `/student?page=${page}&limit=100`);
    const found = data.find((s) => s.school?.name === school);
    if (found) return found;
    if (data.length < 100) break;
  }
  throw new Error(`The sandbox seed has no student of ${school}`);
}
