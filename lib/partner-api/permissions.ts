/**
 * The role matcher of spec §5 "Permissions", pure and isomorphic: the sandbox decides 403s with it and
 * the console shows, before anything is sent, which actions the partner account may perform.
 */
import { operationIds, operations, type OperationId } from './operations';

export interface Role {
  effect: 'allow' | 'disallow';
  // An exact action (`student/read`), `*` for either part (`student/*`, `*/read`), or `*` alone.
  action: string;
  /** An organization slug, `core`, or `*`. */
  target: string;
  /** An account id the role is limited to; absent or the account's own id means it applies. */
  authorized?: string;
}

/** The five organizations, by slug (spec §1.3). */
export const organizationSlugs = ['stem', 'hilingua', 'neo', 'gmath', 'coding'] as const;
export type OrganizationSlug = (typeof organizationSlugs)[number];

/** Every target a permission can be asked on: the core record, then the five organizations. */
export const permissionTargets = ['core', ...organizationSlugs] as const;

export interface PermissionDecision {
  allowed: boolean;
  /** The role that decided: the first matching disallow, else the first matching allow; null when none matched. */
  decidedBy: Role | null;
}

/** A role applies unless `authorized` names another account (spec §2 Role, §5 rule 4). */
export function roleApplies(role: Role, accountId: string): boolean {
  return (
    role.authorized === undefined || role.authorized === null || role.authorized === '' || role.authorized === accountId
  );
}

// Whether a role's action covers a permission. `*` covers everything; each part of `resource/operation`
// may be `*`. `api/*` is granted only by `api/*`, `*/*` or `*` (spec §4.1): the permission's `*` is literal.
export function actionMatches(roleAction: string, permission: string): boolean {
  if (roleAction === '*') return true;
  if (roleAction === permission) return true;
  if (permission === 'api/*') return roleAction === '*/*';
  const [roleResource, roleOperation, ...roleRest] = roleAction.split('/');
  const [resource, operation, ...rest] = permission.split('/');
  if (roleRest.length > 0 || rest.length > 0 || roleOperation === undefined || operation === undefined) return false;
  return (roleResource === '*' || roleResource === resource) && (roleOperation === '*' || roleOperation === operation);
}

export function targetMatches(roleTarget: string, target: string): boolean {
  return roleTarget === '*' || roleTarget === target;
}

/** Allowed when an allow role matches and no disallow role does; a disallow wins (spec §5 rules 1-4). */
export function checkPermission(
  roles: readonly Role[],
  accountId: string,
  permission: string,
  target: string,
): PermissionDecision {
  let allow: Role | null = null;
  for (const role of roles) {
    if (!roleApplies(role, accountId) || !actionMatches(role.action, permission) || !targetMatches(role.target, target))
      continue;
    if (role.effect === 'disallow') return { allowed: false, decidedBy: role };
    if (role.effect === 'allow' && allow === null) allow = role;
  }
  return { allowed: allow !== null, decidedBy: allow };
}

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
