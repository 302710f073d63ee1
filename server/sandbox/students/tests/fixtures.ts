import type { TestSandbox } from '../../testing';

/** Ids of the seed fixtures the student tests name (server/sandbox/README.md). */
export function seedRefs(t: TestSandbox) {
  const ref = t.sandbox.state.reference;
  const country = (iso2: string) => ref.countries.find((c) => c.iso2 === iso2)!;
  const city = (name: string) => ref.cities.find((c) => c.name === name)!;
  const school = (name: string) => ref.schools.find((s) => s.name === name)!;
  return {
    georgia: country('GE'),
    azerbaijan: country('AZ'),
    unselectable: ref.countries.find((c) => ref.unselectableCountryIds.includes(c._id))!,
    tbilisi: city('Tbilisi'),
    batumi: city('Batumi'),
    baku: city('Baku'),
    school1: school('Tbilisi Public School No. 1'),
    school3: school('Batumi Public School No. 3'),
    bakuSchool: school('Baku School No. 6'),
    grade: (name: string) => ref.grades.find((g) => g.name === name)!,
  };
}

let counter = 0;

/** A complete registration body in Tbilisi, grade 7, with a fresh address. */
export function registration(t: TestSandbox, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    firstName: 'Nino',
    lastName: 'Beridze',
    birth: '14/03/2012',
    sex: 'f',
    email: `nino.test.${counter}.${Date.now()}@example.ge`,
    country: seedRefs(t).georgia._id,
    grade: '7',
    city: 'Tbilisi',
    school: 'Tbilisi Public School No. 1',
    ...overrides,
  };
}

/** `n` import rows with fresh addresses (a distinct `tag` gives a distinct batch). */
export function importRows(t: TestSandbox, n: number, tag = `b${++counter}`): Array<Record<string, unknown>> {
  const georgia = seedRefs(t).georgia._id;
  return Array.from({ length: n }, (_, i) => ({
    firstName: i % 2 ? 'Giorgi' : 'María',
    lastName: `Row${i}`,
    birth: '02/09/2011',
    sex: i % 2 ? 'm' : 'f',
    email: `${tag}.row${i}@import.example`,
    country: georgia,
    grade: String((i % 12) + 1),
    city: i % 3 ? 'Tbilisi' : 'Batumi',
    school: i % 3 ? 'Tbilisi Public School No. 2' : 'Batumi Public School No. 3',
    externalRef: `${tag}-${i}`,
  }));
}

/** Registers a student through the API and answers its record with ids. */
export async function register(t: TestSandbox, overrides: Record<string, unknown> = {}, as = 'demo') {
  const r = await t.call('POST', '/student', { body: registration(t, overrides), as });
  if (r.status !== 201) throw new Error(`registration failed: ${r.status} ${r.text}`);
  return r.json.data as {
    _id: string;
    email: string;
    username: string;
    activatedPlatformsThisSeason: string[];
  } & Record<string, unknown>;
}

/** Signs a student in to an organization the way a student does: a link, then its page. */
export async function signIn(
  t: TestSandbox,
  slug: 'stem' | 'hilingua' | 'neo' | 'gmath' | 'coding',
  studentId: string,
  as = 'demo',
) {
  const link = await t.call('POST', `/${t.orgId(slug)}/auth/signin`, { body: { studentId }, as });
  if (link.status !== 200) throw new Error(`link failed: ${link.status} ${link.text}`);
  const path = new URL(link.json.data.url).pathname;
  return t.call('GET', path, { token: null });
}
