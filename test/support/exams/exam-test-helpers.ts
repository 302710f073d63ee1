import 'server-only';
import type { ScopeFixture } from '@/test/support/directory/scope-fixture';
import { partner } from '@/server/partner';
import type { StoredApplication } from '@/server/sandbox/exams/exams-state';

/** Tests only: the `_id` of an organization by its slug, read through the console's Partner API client. */
export async function organizationIdOf(slug: string): Promise<string> {
  const organization = (await partner.listOrganizations({ limit: 100 })).data.find((o) => o.slug === slug);
  if (!organization) throw new Error(`The sandbox has no organization "${slug}".`);
  return organization._id;
}

/**
 * Tests only: a student of `school` already signed in to the organization (so the API accepts an
 * application) with an exam in their available tree, from the fixture's seed.
 */
export async function applicableExam(
  fixture: ScopeFixture,
  slug: string,
  school: string,
): Promise<{ organizationId: string; studentId: string; examId: string }> {
  const organizationId = await organizationIdOf(slug);
  const signedIn = new Set(
    fixture.sandbox.state.students.orgCopies.filter((c) => c.organizationId === organizationId).map((c) => c.mainId),
  );
  for (const student of fixture.students.filter((s) => s.school?.name === school && s.grade && signedIn.has(s._id))) {
    const { data: tree } = await partner.listAvailableExams({ organizationId }, student._id);
    const examId = tree[0]?.sessions[0]?.languages[0]?.matchedExam._id;
    if (examId) return { organizationId, studentId: student._id, examId };
  }
  throw new Error(`No student of ${school} signed in to ${slug} has an exam offered.`);
}

/**
 * Tests only: an application as the sandbox stores it, not started, made at `at` (ISO), to push into its state when
 * creating hundreds through the API would take minutes of its rate budget.
 */
export function plantedApplication(
  fixture: Pick<ScopeFixture, 'sandbox'>,
  a: { organizationId: string; copy: { mainId: string; _id: string }; examId: string; uuid: string; at: string },
): StoredApplication {
  return {
    _id: fixture.sandbox.newId(),
    organizationId: a.organizationId,
    studentId: a.copy.mainId,
    exam: a.examId,
    user: a.copy._id,
    partners: [],
    participated: false,
    examSubmitted: false,
    simulationStarted: false,
    simulationSubmitted: false,
    uuid: a.uuid,
    createdAt: a.at,
    updatedAt: a.at,
  };
}
