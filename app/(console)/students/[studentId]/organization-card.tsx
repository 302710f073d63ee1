import { StoredOrganizationCard } from '@/components/students/stored-organization-card';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ConsoleUser } from '@/server/auth/roles';
import { runAsActor } from '@/server/partner';
import { loadStoredOrganizationCard } from '@/server/queries/student-organizations';

/** One organization of the student page, streamed in its own <Suspense> so a slow call blocks only this card. */
export async function OrganizationCard({ user, student, organization }: { user: ConsoleUser; student: ResolvedStudent; organization: Organization }) {
  const stored = await runAsActor({ id: user.id, email: user.email }, () => loadStoredOrganizationCard(user, student, organization));
  return <StoredOrganizationCard initial={stored} studentId={student._id} />;
}
