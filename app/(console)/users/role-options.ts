export type UserRole = 'admin' | 'support' | 'coordinator';

export const roleOptions: ReadonlyArray<{ value: UserRole; label: string; hint: string }> = [
  { value: 'admin', label: 'Admin', hint: 'manages users, sees everything' },
  { value: 'support', label: 'Support', hint: 'every partner operation, request and audit logs' },
  { value: 'coordinator', label: 'Coordinator', hint: 'only the students of their schools' },
];

/** A role as the Users page names it, in a sentence ("… is now a coordinator."). */
export function roleLabel(role: UserRole): string {
  return role === 'admin' ? 'an admin' : role === 'support' ? 'support' : 'a coordinator';
}

/** One school name per line, blank lines ignored. */
export function parseSchools(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}
