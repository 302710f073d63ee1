import { isOrganizationScoped } from '@/lib/partner-api/operations';
import { organizationSlugs, permissionMatrix, type Role } from '@/lib/partner-api/permissions';

/** The permissions behind what a coordinator does in the console (spec §5); their words are the `abilities` messages. */
export const abilityPermissions = [
  'student/read',
  'student/create',
  'student/update',
  'auth/signin',
  'application/create',
  'application/update',
  'application/delete',
  'certificate/read',
  'report/read',
  'group-challenge/read',
  'group-challenge/submit',
] as const;

export type AbilityPermission = (typeof abilityPermissions)[number];

export interface Ability {
  permission: AbilityPermission;
  /** Allowed wherever the console uses it (for organization work: in every organization). */
  everywhere: boolean;
  /** For organization work allowed in some organizations only: their names, in the given order. */
  onlyIn: string[];
}

/**
 * The partner account's permissions as a list of things a person can or cannot do, each with where
 * (organizations by name). Computed with the spec's matching rules, as the Account page's matrix is.
 */
export function describeAbilities(
  roles: readonly Role[],
  accountId: string,
  organizations: ReadonlyArray<{ slug: string; name: string }>,
): Ability[] {
  const matrix = new Map(permissionMatrix(roles, accountId).map((row) => [row.permission, row]));
  return abilityPermissions.flatMap((permission) => {
    const row = matrix.get(permission);
    if (!row) return [];
    if (!row.operations.some(isOrganizationScoped)) {
      return [{ permission, everywhere: row.targets.core.allowed, onlyIn: [] }];
    }
    const allowed = organizationSlugs.filter((slug) => row.targets[slug].allowed);
    const everywhere = allowed.length === organizationSlugs.length;
    const named = (slug: string) => organizations.find((o) => o.slug === slug)?.name ?? slug;
    const onlyIn = everywhere ? [] : allowed.map(named).sort((a, b) => a.localeCompare(b, 'en'));
    return [{ permission, everywhere, onlyIn }];
  });
}
