import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { PersonRef } from '@/lib/partner-api/schemas/student';
import { organizationCardKey, type StudentOrganizationCard } from '@/lib/students/organization-card';
import type { Db } from '@/server/db/client';
import { directoryApplications as applications, directorySignedIn as listed } from '@/server/db/schema';

const newestFirst = (a: ResolvedApplication, b: ResolvedApplication) =>
  b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id);

/**
 * The organization cards of every student an organization listed during a mirror run, built from its two lists
 * (listOrgStudents and listApplications) as a live read would have built them (getOrgStudent and
 * listStudentApplications): signed in or not, the supervisor, and, once signed in, the applications.
 */
export async function organizationCardsOfRun(
  db: Db,
  runId: string,
  organization: { id: string; slug: string; name: string },
): Promise<Array<{ key: string; data: StudentOrganizationCard; subject: string }>> {
  const [students, rows] = await Promise.all([
    db
      .select({ id: listed.studentId, signedIn: listed.signedIn, supervisor: listed.supervisor })
      .from(listed)
      .where(and(eq(listed.runId, runId), eq(listed.org, organization.slug)))
      .orderBy(asc(listed.studentId)),
    db
      .select({ studentId: applications.studentId, data: applications.data })
      .from(applications)
      .where(and(eq(applications.runId, runId), eq(applications.org, organization.slug))),
  ]);
  const held = new Map<string, ResolvedApplication[]>();
  for (const row of rows) {
    const list = held.get(row.studentId) ?? [];
    list.push(row.data as ResolvedApplication);
    held.set(row.studentId, list);
  }
  const ref = { _id: organization.id, name: organization.name, slug: organization.slug };
  return students.map((s) => {
    const all = (held.get(s.id) ?? []).sort(newestFirst);
    const card: StudentOrganizationCard = {
      organization: ref,
      activated: true,
      orgStudent: {
        ok: true,
        data: { signedIn: s.signedIn, supervisor: (s.supervisor as PersonRef | string | null) ?? null },
      },
      applications: s.signedIn ? { ok: true, data: { items: all, total: all.length } } : null,
    };
    return { key: organizationCardKey(s.id, organization.id, true), data: card, subject: s.id };
  });
}
