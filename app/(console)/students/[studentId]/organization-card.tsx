import { HydrationBoundary } from '@tanstack/react-query';
import { StoredOrganizationCard } from '@/components/students/stored-organization-card';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { prefetch } from '@/server/action-runner/prefetch';
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
  const input = { studentId: student._id, organization: organization.slug };
  // Read first, so a failure is this section's (as it was); then handed to the browser's query under its key.
  const loaded = organizationCardRead.load(user, input);
  await loaded;
  const state = await prefetch([organizationCardRead.query(user, input, loaded)]);
  return (
    <HydrationBoundary state={state}>
      <StoredOrganizationCard
        studentId={student._id}
        organization={{ slug: organization.slug, name: organization.name }}
      />
    </HydrationBoundary>
  );
}
