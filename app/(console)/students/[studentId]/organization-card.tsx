import { OrganizationCardView } from '@/components/students/organization-card-view';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ConsoleUser } from '@/server/auth/roles';
import { runAsActor } from '@/server/partner';
import { loadStudentOrganizationCard } from '@/server/queries/student-organizations';

/** One organization of the student page, streamed in its own <Suspense> so a slow call blocks only this card. */
export async function OrganizationCard({ user, student, organization }: { user: ConsoleUser; student: ResolvedStudent; organization: Organization }) {
  const card = await runAsActor({ id: user.id, email: user.email }, () =>
    loadStudentOrganizationCard(user, student, organization),
  );
  return <OrganizationCardView card={card} studentId={student._id} />;
}
