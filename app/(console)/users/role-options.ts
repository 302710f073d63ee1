/** The console's roles, in the order the Users page offers them; their names are in the `roles` catalog namespace. */
export const userRoles = ['admin', 'support', 'coordinator'] as const;
export type UserRole = (typeof userRoles)[number];

/** One school name per line, blank lines ignored. */
export function parseSchools(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}
