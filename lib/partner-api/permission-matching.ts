/**
 * The role matcher of spec §5 "Permissions", pure and isomorphic (re-exported by permissions.ts). Apart from the
 * operations table, so that the browser's permission gate does not bring the table's schemas with it.
 */
export interface Role {
  effect: 'allow' | 'disallow';
  // An exact action (`student/read`), `*` for either part (`student/*`, `*/read`), or `*` alone.
  action: string;
  /** An organization slug, `core`, or `*`. */
  target: string;
  /** An account id the role is limited to; absent or the account's own id means it applies. */
  authorized?: string;
}

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
