import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { directoryQuerySchema, type DirectoryQuery } from '@/lib/directory/query-schema';
import { organizationSlugs } from '@/lib/partner-api/organization-slugs';
import { studentIdSchema } from '@/lib/partner-api/student-rules/request-rules';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { isStudentInScope, StudentNotFoundError, studentScopeFor } from '@/server/access/scope';
import { studentIdsInScope } from '@/server/access/student-access';
import type { ConsoleUser } from '@/server/auth/roles';
import type { Db } from '@/server/db/client';
import { directoryStudents as t, importChunks } from '@/server/db/schema';
import { directoryFacets, matchNamesExactly } from '@/server/directory/facets';
import { searchWhere } from '@/server/directory/search-where';
import { insertJob, setJobStatus } from './job-store';

/** The most students one activation takes (ten parts of 1,000; about 3 hours 20 minutes at half of updateStudent's window). */
export const activationMaxStudents = 10_000;
/** Rows per stored part of an activation (each row is its own updateStudent; a part only groups their outcomes). */
const partSize = 1_000;

/** Which students: those picked on the page, every match of a Students search, or every student of one school. */
export const activationSourceSchema = z.discriminatedUnion('by', [
  z.strictObject({ by: z.literal('ids'), studentIds: z.array(studentIdSchema).min(1).max(activationMaxStudents) }),
  z.strictObject({ by: z.literal('query'), query: directoryQuerySchema }),
  z.strictObject({ by: z.literal('school'), school: z.string().trim().min(1).max(200) }),
]);
export type ActivationSource = z.infer<typeof activationSourceSchema>;

export const activationInput = z.strictObject({
  organization: z.enum(organizationSlugs),
  source: activationSourceSchema,
});
export type ActivationInput = z.infer<typeof activationInput>;

type User = Pick<ConsoleUser, 'id' | 'email' | 'role' | 'schools'>;

const columns = {
  id: t.id,
  fullName: t.fullName,
  username: t.username,
  email: t.email,
  schoolName: t.schoolName,
  platforms: t.platforms,
};
export type ActivationStudent = {
  id: string;
  fullName: string;
  username: string;
  email: string;
  schoolName: string | null;
  platforms: string[];
};

/**
 * The students of a source as the console's copy (the directory) holds them, in name order, kept to the user's
 * scope (server/access): a coordinator naming another school's student, or another school, is refused as if it
 * did not exist (404), nothing is queued. A search is already limited to the coordinator's schools.
 */
export async function activationStudents(db: Db, user: User, source: ActivationSource): Promise<ActivationStudent[]> {
  const scope = studentScopeFor(user);
  if (source.by === 'ids') {
    const ids = [...new Set(source.studentIds)];
    const allowed = await studentIdsInScope(user, ids);
    if (allowed.size !== ids.length) throw new StudentNotFoundError();
    const rows = await db.select(columns).from(t).where(inArray(t.id, ids));
    const held = new Map(rows.map((r) => [r.id, r]));
    // An id the copy does not hold yet (admin, support) is still sent: the API decides.
    return ids.map(
      (id) => held.get(id) ?? { id, fullName: '', username: '', email: '', schoolName: null, platforms: [] },
    );
  }
  if (source.by === 'school') {
    if (scope !== null && !isStudentInScope(user, { schoolName: source.school }))
      throw new ActionRefusal('This school is not one of yours.', 404, { say: { key: 'activations.schoolNotYours' } });
    const names = matchNamesExactly((await directoryFacets(db)).schools, [source.school]);
    if (names.length === 0) return [];
    return db
      .select(columns)
      .from(t)
      .where(inArray(t.schoolName, names))
      .orderBy(asc(t.sortName), asc(t.id))
      .limit(activationMaxStudents + 1);
  }
  const query: DirectoryQuery = source.query;
  return db
    .select(columns)
    .from(t)
    .where(await searchWhere(db, scope, query))
    .orderBy(asc(t.sortName), asc(t.id))
    .limit(activationMaxStudents + 1);
}

const isActivated = (s: ActivationStudent, slug: string) =>
  s.platforms.includes(slug) || s.platforms.includes('common');

/** What the confirmation says before anything is queued: how many students, how many already activated there. */
export async function previewActivation(
  db: Db,
  user: User,
  input: ActivationInput,
): Promise<{ count: number; alreadyActivated: number; tooMany: boolean }> {
  const students = await activationStudents(db, user, input.source);
  return {
    count: Math.min(students.length, activationMaxStudents),
    alreadyActivated: students.filter((s) => isActivated(s, input.organization)).length,
    tooMany: students.length > activationMaxStudents,
  };
}

/**
 * Queues an activation job (kind `activation`) for the import runner: one row per student, in parts of 1,000,
 * each row's cells what its result file shows (name, username, e-mail, school). The runner decides each row
 * (server/imports/activation-step.ts); students already activated are skipped there, and said so.
 */
export async function createActivationJob(
  db: Db,
  user: User,
  input: ActivationInput,
  nowMs = Date.now(),
): Promise<{ jobId: string; totalRows: number }> {
  const students = await activationStudents(db, user, input.source);
  if (students.length === 0)
    throw new ActionRefusal('There are no students to activate.', 422, { say: { key: 'activations.noStudents' } });
  if (students.length > activationMaxStudents)
    throw new ActionRefusal(`At most ${activationMaxStudents} students can be activated at once.`, 422, {
      say: { key: 'activations.tooMany', values: { max: activationMaxStudents } },
    });
  const id = randomUUID();
  const parts = Math.ceil(students.length / partSize);
  const stamp = new Date(nowMs).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    await insertJob(tx as unknown as Db, {
      id,
      user,
      kind: 'activation',
      organization: input.organization,
      fileName: `activation-${input.organization}-${stamp}`,
      headers: [],
      delimiter: ',',
      mapping: {},
      totalRows: students.length,
      chunkCount: parts,
    });
    for (let index = 0; index < parts; index++) {
      const part = students.slice(index * partSize, (index + 1) * partSize);
      await tx.insert(importChunks).values({
        jobId: id,
        index,
        fileRows: part.map((_, i) => index * partSize + i + 2),
        rows: part.map((s) => ({ studentId: s.id })),
        cells: part.map((s) => [s.id, s.fullName, s.username, s.email, s.schoolName ?? '']),
      });
    }
    await setJobStatus(tx as unknown as Db, id, 'queued');
  });
  return { jobId: id, totalRows: students.length };
}

/** How many students of the directory a coordinator's schools hold, by school: the "whole school" choices. */
export async function activationSchools(db: Db, user: User): Promise<{ name: string; students: number }[]> {
  const scope = studentScopeFor(user);
  const { schools } = await directoryFacets(db);
  const names = scope === null ? schools : matchNamesExactly(schools, scope);
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: t.schoolName, students: sql<number>`count(*)`.mapWith(Number) })
    .from(t)
    .where(and(inArray(t.schoolName, names)))
    .groupBy(t.schoolName)
    .orderBy(asc(t.schoolName));
  return rows.flatMap((r) => (r.name ? [{ name: r.name, students: r.students }] : []));
}
