import { HydrationBoundary } from '@tanstack/react-query';
import { StudentsList } from '@/components/students/students-list';
import type { StudentListParams } from '@/lib/students/list-params';
import type { ConsoleUser } from '@/server/auth/roles';
import { studentScopeFor } from '@/server/directory/scope';
import { runAsActor } from '@/server/partner';
import { listOrganizations } from '@/server/reference/organizations';
import { prefetch } from '@/server/action-runner/prefetch';
import { studentListRead } from '@/server/students/reads';

/** The list's filters and first page, streamed under the page's heading (the page shows a skeleton meanwhile). */
export async function StudentsListSection({
  user,
  params,
  emailText,
}: {
  user: ConsoleUser;
  params: StudentListParams;
  emailText: string;
}) {
  // A coordinator's list comes from the directory (the API cannot filter by school).
  const scoped = studentScopeFor(user) !== null;
  const [organizations, state] = await runAsActor({ id: user.id, email: user.email }, () =>
    Promise.all([listOrganizations().catch(() => []), prefetch([studentListRead.query(user, params)])]),
  );
  return (
    <HydrationBoundary state={state}>
      <StudentsList
        params={params}
        emailText={emailText}
        scoped={scoped}
        organizations={organizations.map((o) => ({ slug: o.slug, name: o.name }))}
      />
    </HydrationBoundary>
  );
}
