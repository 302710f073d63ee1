import type { Person } from '@/lib/partner-api/schemas/group-challenge';
import { roleLabel } from './labels';

/**
 * A Person in words (spec §2): one of your students by name; your account acting for a student as
 * `Your account (for Ana Beridze)`; anyone else by role alone.
 */
export function describePerson(person: Person | null | undefined): string {
  if (!person) return '';
  if (person.role === 'partner' && person.yours)
    return person.name ? `Your account (for ${person.name})` : 'Your account';
  if (person.yours && person.name) return person.name;
  return roleLabel(person.role);
}
