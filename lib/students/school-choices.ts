import { foldText } from '@/lib/directory/fold';

/**
 * The schools a coordinator may choose in the register and edit forms: their own, with the current value
 * kept as it is written when it is one of them (accents, case and spacing folded), so the select shows it.
 */
export function schoolChoices(schools: readonly string[], current: string): string[] {
  const folded = foldText(current);
  const choices = schools.map((s) => (current && foldText(s) === folded ? current : s));
  return [...new Set(choices)];
}

/** The school a coordinator's registration form starts with: their only school, else none. */
export function initialSchool(schools: readonly string[] | null): string {
  return schools?.length === 1 ? schools[0]! : '';
}
