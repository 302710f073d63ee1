/**
 * The role matcher of spec §5 "Permissions", pure and isomorphic: the sandbox decides 403s with it and
 * the console shows, before anything is sent, which actions the partner account may perform.
 */
import { operationIds, operations, type OperationId } from './operations';
import { organizationSlugs } from './organization-slugs';
import { checkPermission, type PermissionDecision, type Role } from './permission-matching';

export {
  actionMatches,
  checkPermission,
  roleApplies,
  targetMatches,
  type PermissionDecision,
  type Role,
} from './permission-matching';

/** The five organizations, by slug (spec §1.3). */
export { organizationSlugs, type OrganizationSlug } from './organization-slugs';

/** Every target a permission can be asked on: the core record, then the five organizations. */
export const permissionTargets = ['core', ...organizationSlugs] as const;

/** The target an operation acts on: the organization's slug when scoped, else `core` (spec §5). */
export function operationTarget(operationId: OperationId, organizationSlug?: string): string {
  return operations[operationId].path.startsWith('/{organizationId}') ? (organizationSlug ?? '*') : 'core';
}

/** Every permission the operations table uses, in table order, each with its operations. */
export const permissionsInUse: ReadonlyArray<{ permission: string; operations: OperationId[] }> = (() => {
  const map = new Map<string, OperationId[]>();
  for (const id of operationIds) {
    const permission = operations[id].permission;
    if (permission === null) continue;
    const list = map.get(permission) ?? [];
    list.push(id);
    map.set(permission, list);
  }
  return [...map].map(([permission, ops]) => ({ permission, operations: ops }));
})();

export interface PermissionMatrixRow {
  permission: string;
  operations: OperationId[];
  /** One decision per target of `permissionTargets`. */
  targets: Record<(typeof permissionTargets)[number], PermissionDecision>;
}

/** For each permission in use and each target, whether the roles allow it and which role decided. */
export function permissionMatrix(roles: readonly Role[], accountId: string): PermissionMatrixRow[] {
  return permissionsInUse.map(({ permission, operations: ops }) => {
    const targets = {} as PermissionMatrixRow['targets'];
    for (const target of permissionTargets) targets[target] = checkPermission(roles, accountId, permission, target);
    return { permission, operations: ops, targets };
  });
}

/** Whether the account may call one operation (on an organization, by slug, for scoped ones). */
export function canCallOperation(
  roles: readonly Role[],
  accountId: string,
  operationId: OperationId,
  organizationSlug?: string,
): PermissionDecision {
  const permission = operations[operationId].permission;
  if (permission === null) return { allowed: true, decidedBy: null };
  return checkPermission(roles, accountId, permission, operationTarget(operationId, organizationSlug));
}
