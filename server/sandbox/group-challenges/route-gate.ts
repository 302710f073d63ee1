import type { OperationId } from '@/lib/partner-api/operations';
import { isOrganizationScoped, operations } from '@/lib/partner-api/operations';
import type { Sandbox } from '../kernel/sandbox';
import { organizationById } from '../reference/reference-state';

const challengeOperations = new Set(
  (Object.keys(operations) as OperationId[]).filter(
    (id) => isOrganizationScoped(id) && operations[id].path.includes('/group-challenge'),
  ),
);

/**
 * Group-challenge paths exist only for organizations that switched the feature on (spec §4.7). An
 * unknown organization is left to the kernel's own check (404 `Organization not found!` after the token).
 */
export function challengeRouteGate(
  sandbox: Sandbox,
  operationId: OperationId,
  params: Record<string, string>,
): boolean {
  if (!challengeOperations.has(operationId)) return true;
  const organization = organizationById(sandbox.state.reference, params.organizationId ?? '');
  return !organization || sandbox.state.challenges.enabledOrganizationIds.includes(organization._id);
}
