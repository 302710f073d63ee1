import { StoredOrganizationCard } from '@/components/students/stored-organization-card';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ConsoleUser } from '@/server/auth/roles';
import { organizationCardRead } from '@/server/students/reads';

/** One organization of the student page, streamed in its own <Suspense> so a slow call blocks only this card. */
export async function OrganizationCard({
  user,
  student,
  organization,
}: {
  user: ConsoleUser;
  student: ResolvedStudent;
  organization: Organization;
}) {
  const stored = await organizationCardRead.load(user, { studentId: student._id, organization: organization.slug });
  return <StoredOrganizationCard initial={stored} studentId={student._id} />;
}
