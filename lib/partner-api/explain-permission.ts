/**
 * Whether the partner account may call one operation, in words a school coordinator can act on. Pure and
 * isomorphic: the server computes it for pages, and client components (GatedButton) for their buttons.
 */
import { operationPermissions } from './operation-permissions';
import type { OperationId } from './operations';
import { checkPermission, type Role } from './permission-matching';

/** A role as validate-me answers it: an unknown `effect` is kept and matches nothing (spec §2 Role). */
export interface AccountRole {
  effect: string;
  action: string;
  target: string;
  authorized?: string;
}

export interface PermissionExplanation {
  allowed: boolean;
  /** One sentence: why the operation is allowed or denied. */
  reason: string;
  /** `<resource>/<operation>`, or null when the operation needs none (health). */
  permission: string | null;
  /** `core` or an organization slug. */
  target: string;
  /** The deciding role: the matching disallow, else the first matching allow; null when none matched. */
  decidedBy: AccountRole | null;
}

/** `allow student/* on *` */
export function describeRole(role: AccountRole): string {
  return `${role.effect} ${role.action} on ${role.target}`;
}

/**
 * Applies the spec's matching rules (§5: a disallow wins, `authorized` of another account does nothing)
 * to one operation on `core` or an organization slug. Flat operations always act on `core`.
 */
export function explainPermission(
  roles: readonly AccountRole[],
  accountId: string,
  operationId: OperationId,
  organizationSlug: string,
): PermissionExplanation {
  const { permission, scoped } = operationPermissions[operationId];
  const target = scoped ? organizationSlug : 'core';
  if (permission === null)
    return { allowed: true, reason: 'This operation needs no permission.', permission, target, decidedBy: null };
  // The matcher ignores roles of an unknown effect, so the cast widens nothing it would act on.
  const decision = checkPermission(roles as readonly Role[], accountId, permission, target);
  const decidedBy = decision.decidedBy as AccountRole | null;
  if (decision.allowed) {
    const by = decidedBy ? ` by the role ${describeRole(decidedBy)}` : '';
    return {
      allowed: true,
      reason: `The partner account may do ${permission} on ${target}${by}.`,
      permission,
      target,
      decidedBy,
    };
  }
  const reason = decidedBy
    ? `A disallow role denies ${permission} on ${target} (${describeRole(decidedBy)}).`
    : `The partner account has no role allowing ${permission} on ${target}.`;
  return { allowed: false, reason, permission, target, decidedBy };
}
