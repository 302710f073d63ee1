import 'server-only';
import type { SignInLinkBody } from '@/lib/partner-api/student-rules/request-rules';
import { partner } from '@/server/partner';
import { requireOrganizationForAction } from './students-organizations';

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
