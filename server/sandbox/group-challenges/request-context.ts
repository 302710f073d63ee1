import { fillPath, operations } from '@/lib/partner-api/operations';
import { unknownPath } from '../kernel/responses';
import type { OperationRequest } from '../kernel/types';
import { requireEnabled, requirePathIds } from './lookups';
import type { Viewer } from './viewer';

const pathIdNames = ['challengeId', 'groupId', 'studentId', 'stepId'] as const;

/**
 * What every group-challenge operation checks first (spec §4.7): the feature is switched on for the
 * organization (else the answer of an unknown path), then the ids in the path are well formed (400).
 */
export function viewerFor(req: OperationRequest): Viewer {
  const organization = req.organization;
  if (!organization) throw new Error(`${req.operationId} is organization-scoped`);
  const viewer: Viewer = { sandbox: req.sandbox, accountId: req.account._id, organizationId: organization._id };
  const spec = operations[req.operationId];
  requireEnabled(viewer, () => unknownPath(spec.method, `/v1${fillPath(spec.path, req.params)}`));
  requirePathIds(req.params, pathIdNames);
  return viewer;
}
