import 'server-only';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import { PartnerApiError } from '@/server/partner';
import { findOrganization } from '../reference/organizations';

/** For actions: an unknown slug is a 404 answer the runner explains (never a thrown page). */
export async function requireOrganizationForAction(slug: string): Promise<Organization> {
  const organization = await findOrganization(slug);
  if (!organization) {
    throw new PartnerApiError({
      status: 404,
      code: 'not_found',
      message: `Organization not found! (${slug})`,
      requestId: '',
      operationId: 'listOrganizations',
    });
  }
  return organization;
}
