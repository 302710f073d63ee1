import { api } from '../exams/partner-api';

/** The demo coordinator's school (server/auth/demo-users.ts) and a school of the seed that is not theirs. */
export const coordinatorSchool = 'Tbilisi Public School No. 1';
export const otherSchool = 'Batumi Public School No. 3';

type SeedStudent = { _id: string; fullName: string; email: string; school?: { name: string } | null };

/**
 * The demo account's students as read so far, in the API's order, from the embedded sandbox (not through the
 * console). These reads spend the rate windows the console under test spends for the same account, so a
 * worker reads each page of listStudents (100 students a call) once: a student does not change school in
 * these tests, and students registered later are found by reading on from the last page.
 */
const known = new Map<string, SeedStudent>();
let nextPage = 1;
let reading: Promise<void> = Promise.resolve();

/** Reads further pages until `done` holds or the list ends; one reader at a time. */
function readStudentsUntil(done: () => boolean): Promise<void> {
  const run = reading.then(async () => {
    while (!done()) {
      const { data } = await api<SeedStudent[]>('GET', `/student?page=${nextPage}&limit=100`);
      for (const s of data) known.set(s._id, s);
      if (data.length < 100) return; // the last page: read again next time, for students added since
      nextPage += 1;
    }
  });
  reading = run.catch(() => undefined);
  return run;
}

const firstOf = (school: string) => [...known.values()].find((s) => s.school?.name === school);

/** The first student of the demo account in `school`. */
export async function studentOfSchool(school: string): Promise<SeedStudent> {
  await readStudentsUntil(() => firstOf(school) !== undefined);
  const found = firstOf(school);
  if (!found) throw new Error(`The sandbox seed has no student of ${school}`);
  return found;
}

/** The school of each of these students of the demo account (undefined for an id it does not have). */
export async function schoolsOf(studentIds: readonly string[]): Promise<Map<string, string | undefined>> {
  await readStudentsUntil(() => studentIds.every((id) => known.has(id)));
  return new Map(studentIds.map((id) => [id, known.get(id)?.school?.name]));
}
