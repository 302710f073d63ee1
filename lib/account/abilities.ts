import { isOrganizationScoped } from '@/lib/partner-api/operations';
import { organizationSlugs, permissionMatrix, type Role } from '@/lib/partner-api/permissions';

/** What a coordinator does in the console, in their words, and the permission each needs (spec §5). */
const abilities = [
  { permission: 'student/read', label: 'See your students' },
  { permission: 'student/create', label: 'Register and import students' },
  { permission: 'student/update', label: 'Edit students and link supervisors' },
  { permission: 'auth/signin', label: 'Make sign-in links and set passwords' },
  { permission: 'application/create', label: 'Apply students to exams' },
  { permission: 'application/update', label: 'Move applications to another sitting or language' },
  { permission: 'application/delete', label: 'Withdraw applications' },
  { permission: 'certificate/read', label: 'Download certificates' },
  { permission: 'report/read', label: 'Download reports' },
  { permission: 'group-challenge/read', label: 'Follow group challenges' },
  { permission: 'group-challenge/submit', label: 'Hand in group-challenge work' },
] as const;

export interface Ability {
  permission: string;
  label: string;
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
  return abilities.flatMap(({ permission, label }) => {
    const row = matrix.get(permission);
    if (!row) return [];
    if (!row.operations.some(isOrganizationScoped)) {
      return [{ permission, label, everywhere: row.targets.core.allowed, onlyIn: [] }];
    }
    const allowed = organizationSlugs.filter((slug) => row.targets[slug].allowed);
    const everywhere = allowed.length === organizationSlugs.length;
    const named = (slug: string) => organizations.find((o) => o.slug === slug)?.name ?? slug;
    const onlyIn = everywhere ? [] : allowed.map(named).sort((a, b) => a.localeCompare(b, 'en'));
    return [{ permission, label, everywhere, onlyIn }];
  });
}
