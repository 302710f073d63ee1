import 'server-only';
import type { SignInLinkBody } from '@/lib/partner-api/student-rules/request-rules';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ActionFailure } from '@/lib/query/action-query';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ConsoleUser } from '@/server/auth/roles';
import { isPartnerApiError, partner } from '@/server/partner';
import { listOrganizations } from '../reference/organizations';
import { findStudent } from '../students/queries';
import { requireOrganizationForAction } from '../students/students-organizations';

export interface GeneratedSignInLink {
  url: string;
  organization: string;
  studentId: string;
  expiresIn: number;
  requestId: string;
}

/** createSignInLink for an organization named by slug. The url is returned to the caller only. */
export async function generateSignInLink(slug: string, body: SignInLinkBody): Promise<GeneratedSignInLink> {
  const organization = await requireOrganizationForAction(slug);
  const result = await partner.createSignInLink({ organizationId: organization._id }, body);
  const { url, organization: orgSlug, studentId, expiresIn } = result.data;
  return { url, organization: orgSlug, studentId, expiresIn, requestId: result.requestId };
}

export type SignInLinkPageLoad =
  | {
      kind: 'found';
      student: ResolvedStudent;
      organizations: Array<{ slug: string; name: string; defaultRedirect?: string }>;
    }
  | { kind: 'none' }
  | { kind: 'failed'; error: ActionFailure };

/**
 * The sign-in links page (signInLinkPageRead, which runs it as the signed-in user): the student asked for (by id or
 * e-mail) and the organizations. For a coordinator,
 * another school's student is `none`, exactly like an unknown one.
 */
export async function loadSignInLinkPage(
  user: Pick<ConsoleUser, 'id' | 'email' | 'role' | 'schools'>,
  wanted: string,
): Promise<SignInLinkPageLoad> {
  if (wanted.trim() === '') return { kind: 'none' };
  try {
    const [student, organizations] = await Promise.all([findStudent(user, wanted), listOrganizations()]);
    if (!student) return { kind: 'none' };
    const options = organizations.map((o) => ({
      slug: o.slug,
      name: o.name,
      ...(o.defaultRedirect ? { defaultRedirect: o.defaultRedirect } : {}),
    }));
    return { kind: 'found', student, organizations: options };
  } catch (error) {
    if (isPartnerApiError(error)) return { kind: 'failed', error: partnerFailure(error).error };
    throw error;
  }
}
