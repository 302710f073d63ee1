import 'server-only';
import type { Pagination } from '@/lib/partner-api/pagination';
import type { OrgStudent, ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { StudentListParams } from '@/lib/students/list-params';
import { isEmailAddress, isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { isPartnerApiError, partner } from '@/server/partner';
import { requireOrganizationForAction } from './students-organizations';

/**
 * Every read of a student goes through here (and every write through server/actions/students.ts), so the
 * coordinator's school scope has one place to go.
 */
export interface StudentListPage {
  view: 'all' | 'organization';
  organization: string | null;
  data: Array<ResolvedStudent | OrgStudent>;
  pagination: Pagination;
  requestId: string;
}

/** The list: every student on the core record (with the e-mail filter), or one organization's view. */
export async function loadStudentList(params: StudentListParams): Promise<StudentListPage> {
  const { page, limit } = params;
  if (params.org) {
    const organization = await requireOrganizationForAction(params.org);
    const signedIn = params.signedIn === 'any' ? undefined : params.signedIn === 'yes';
    const result = await partner.listOrgStudents({ organizationId: organization._id }, { page, limit, ...(signedIn === undefined ? {} : { signedIn }) });
    return { view: 'organization', organization: organization.slug, data: result.data, pagination: result.pagination, requestId: result.requestId };
  }
  const result = await partner.listStudents({ page, limit, ...(params.emails.length > 0 ? { email: params.emails.join(',') } : {}) });
  return { view: 'all', organization: null, data: result.data, pagination: result.pagination, requestId: result.requestId };
}

export async function loadStudent(studentId: string): Promise<ResolvedStudent> {
  return (await partner.getStudent(studentId)).data;
}

/** A student named by id or by e-mail address (the sign-in links page); null when none of yours matches. */
export async function findStudent(idOrEmail: string): Promise<ResolvedStudent | null> {
  const value = idOrEmail.trim();
  if (isObjectId(value)) {
    try {
      return await loadStudent(value);
    } catch (error) {
      if (isPartnerApiError(error) && error.status === 404) return null;
      throw error;
    }
  }
  if (!isEmailAddress(value)) return null;
  const result = await partner.listStudents({ email: value, limit: 1 });
  return result.data[0] ?? null;
}
