import type { Sandbox } from '../kernel/sandbox';

/** The letter of a username: the surname's first letter without accents, else `X`. */
function letterFor(lastName: string): string {
  const first = lastName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : 'X';
}

/**
 * Issues a username (spec §2): the country's two-letter code, a letter, then a number. Numbers come
 * from one counter, so usernames are unique and the seed stays deterministic. Students with no
 * country get `XX`.
 */
export function issueUsername(sandbox: Sandbox, countryId: string | undefined, lastName: string): string {
  const iso2 = countryId ? sandbox.state.reference.countries.find((c) => c._id === countryId)?.iso2 : undefined;
  const number = sandbox.state.students.usernameCounter++;
  return `${iso2 ?? 'XX'}${letterFor(lastName)}${number}`;
}
