import { HydrationBoundary } from '@tanstack/react-query';
import { StudentsList } from '@/components/students/students-list';
import type { StudentListParams } from '@/lib/students/list-params';
import type { ConsoleUser } from '@/server/auth/roles';
import { prefetch } from '@/server/action-runner/prefetch';
import { studentListRead } from '@/server/students/reads';

/** The e-mail finder and its first page of matches, streamed under the page's heading (a skeleton meanwhile). */
export async function StudentsListSection({
  user,
  params,
  emailText,
}: {
  user: ConsoleUser;
  params: StudentListParams;
  emailText: string;
}) {
  const state = params.emails.length > 0 ? await prefetch([studentListRead.query(user, params)]) : undefined;
  return (
    <HydrationBoundary state={state}>
      <StudentsList params={params} emailText={emailText} />
    </HydrationBoundary>
  );
}
