import 'server-only';
import type { Pagination } from '@/lib/partner-api/pagination';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { StudentListParams } from '@/lib/students/list-params';
import type { StudentListRow } from '@/lib/students/list-row';
import { isEmailAddress } from '@/lib/partner-api/student-rules/field-rules';
import type { ConsoleUser } from '@/server/auth/roles';
import { filterStudentsInScope, isStudentNotFound, studentScopeFor } from '@/server/access/scope';
import { loadStudentInScope } from '@/server/access/student-access';
import { freshnessOf, type Freshness } from '@/lib/read-model/stored';
import { partner } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { directoryStudentListWhenComplete, loadDirectoryStudentList } from './students-directory-list';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/**
 * Every read of a student goes through here (and every write through server/students/actions.ts), so that
 * a coordinator is kept to their schools in one place.
 */
export interface StudentListPage {
  data: StudentListRow[];
  pagination: Pagination;
  requestId: string;
  /** `api`: pages of the Partner API; `directory`: the console's directory (a coordinator; admin and support once complete). */
  source: 'api' | 'directory';
  /** When the directory's last complete sync ended (directory source only). */
  syncedAt: string | null;
  /** When the page was read from the API (api source, a stored copy); null for the directory. */
  freshness: Freshness | null;
}

/**
 * The e-mail finder's list: the students on the core record with these addresses (every student without). A
 * coordinator's list comes from the directory, limited to their schools with even pages; admin's and support's
 * too once the directory is complete and holds every address asked for, else the API's pages.
 */
export async function loadStudentList(
  user: Viewer,
  params: StudentListParams,
  options: { force?: boolean } = {},
): Promise<StudentListPage> {
  if (studentScopeFor(user) !== null) return loadDirectoryStudentList(user, params);
  if (!options.force) {
    const fromDirectory = await directoryStudentListWhenComplete(user, params);
    if (fromDirectory) return fromDirectory;
  }
  const { page, limit } = params;
  const stored = await getReadModel().read({
    kind: 'student-pages',
    key: JSON.stringify([null, page, limit, params.emails]),
    subject: STUDENT_LIST,
    force: options.force,
    load: async () => {
      const result = await partner.listStudents({
        page,
        limit,
        ...(params.emails.length > 0 ? { email: params.emails.join(',') } : {}),
      });
      return { data: result.data as StudentListRow[], pagination: result.pagination, requestId: result.requestId };
    },
  });
  return {
    ...stored.data,
    source: 'api',
    syncedAt: null,
    freshness: freshnessOf(stored),
  };
}

/** The subject of every stored page of the students list: a registration, an edit or an import changes them. */
export const STUDENT_LIST = 'student-list';

/** One student, live; unknown and (for a coordinator) another school's student throw StudentNotFoundError. */
export async function loadStudent(user: Viewer, studentId: string): Promise<ResolvedStudent> {
  return loadStudentInScope(user, studentId);
}

/**
 * A student named by id or by e-mail address (the sign-in links page); null when none of the user's
 * students matches. For a coordinator, another school's student is null exactly like an unknown one.
 */
export async function findStudent(user: Viewer, idOrEmail: string): Promise<ResolvedStudent | null> {
  const value = idOrEmail.trim();
  if (isEmailAddress(value)) {
    const result = await partner.listStudents({ email: value, limit: 1 });
    return filterStudentsInScope(user, result.data)[0] ?? null;
  }
  try {
    return await loadStudentInScope(user, value);
  } catch (error) {
    if (isStudentNotFound(error)) return null;
    throw error;
  }
}
