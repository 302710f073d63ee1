import type { Person } from '@/lib/partner-api/schemas/group-challenge';

/** Who a Person is, as far as the console may say (spec §2); worded by the reader's language. */
export type PersonName =
  { kind: 'yourAccount'; forStudent: string | null } | { kind: 'name'; name: string } | { kind: 'role'; role: string };

/**
 * One of your students by name; your account acting for a student ("Your account (for Ana Beridze)");
 * anyone else by role alone. Null when there is nobody.
 */
export function describePerson(person: Person | null | undefined): PersonName | null {
  if (!person) return null;
  if (person.role === 'partner' && person.yours) return { kind: 'yourAccount', forStudent: person.name ?? null };
  if (person.yours && person.name) return { kind: 'name', name: person.name };
  return { kind: 'role', role: person.role };
}
