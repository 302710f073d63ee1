import { seedCountries } from '@/server/sandbox/reference/seed-data';

export type Role = 'admin' | 'support' | 'coordinator';

/** A dashboard user the bench creates; coordinators have one school of the sandbox seed. */
export interface Person {
  email: string;
  name: string;
  role: Role;
  schools: string[];
}

export interface SignedInPerson extends Person {
  /** The Cookie header that carries the person's session. */
  cookie: string;
}

/** Every school of the sandbox seed; its 300 demo students are spread over them in turn. */
export const seedSchoolNames = (): string[] => seedCountries.flatMap((c) => c.cities.flatMap((city) => city.schools));

/** How many of each role in a crowd of n: 35 % admins, 35 % support, the rest coordinators (20: 7/7/6; 100: 35/35/30). */
export function roleMix(n: number): Record<Role, number> {
  const admin = Math.round(n * 0.35);
  const support = Math.round(n * 0.35);
  return { admin, support, coordinator: n - admin - support };
}

const personOf = (role: Role, i: number, schools: string[]): Person => ({
  email: `bench-${role}-${i + 1}@load.test`,
  name: `Bench ${role} ${i + 1}`,
  role,
  // Coordinators in turn over the seed schools, so every school has someone.
  schools: role === 'coordinator' ? [schools[i % schools.length]!] : [],
});

/** The people of a crowd of n: the first of each role, so a smaller crowd is part of a larger one. */
export function crowdOf(n: number): Person[] {
  const schools = seedSchoolNames();
  const mix = roleMix(n);
  return (['admin', 'support', 'coordinator'] as const).flatMap((role) =>
    Array.from({ length: mix[role] }, (_, i) => personOf(role, i, schools)),
  );
}

/** The person who opens many student pages at once: a coordinator of their own (not one of the crowd). */
export const greedyPerson = (): Person => ({
  email: 'bench-greedy@load.test',
  name: 'Bench greedy coordinator',
  role: 'coordinator',
  schools: [seedSchoolNames()[0]!],
});

/** Everyone any scenario needs, each once. */
export function everyone(crowds: number[], greedy: boolean): Person[] {
  const byEmail = new Map<string, Person>();
  for (const n of crowds) for (const p of crowdOf(n)) byEmail.set(p.email, p);
  if (greedy) byEmail.set(greedyPerson().email, greedyPerson());
  return [...byEmail.values()];
}
