import 'server-only';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import type { Db } from '@/server/db/client';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { accountIdFor } from '@/server/sandbox/kernel/accounts';
import type { SandboxRuntime } from '@/server/sandbox/kernel/create-sandbox';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { ensureOrgCopy } from '@/server/sandbox/students/org-copies';
import type { StoredStudent } from '@/server/sandbox/students/students-state';
import type { SyncDeps } from '@/server/directory/sync-run';

const firstNames = [
  'María',
  'José',
  'Nino',
  'Giorgi',
  'Ana',
  'Łukasz',
  'Zoë',
  'Mariam',
  'Levan',
  'Tamar',
  'Élodie',
  'Sandro',
  'Keti',
  'Nika',
  'Irakli',
  'Aylin',
  'Murad',
  'Leyla',
  'Emily',
  'Noah',
];
const lastNames = [
  'Beridze',
  'Kapanadze',
  'Gelashvili',
  'Núñez',
  'Müller',
  'Əliyev',
  'Hüseynova',
  'Smith',
  'Johnson',
  'Lomidze',
  'Tsiklauri',
  'Chkheidze',
  "O'Brien",
  'García',
  'Ivanova',
  'Nowak',
];

/**
 * Signs a student in to organizations (by slug) as a first sign-in does: the organization's copy is made
 * (spec §1.5), so listOrgStudents answers `signedIn: true` for them. An organization the student is not
 * activated for (neither its slug nor `common`) cannot see them and is skipped. Returns the slugs signed in to.
 */
export function signInSandboxStudent(
  sandbox: SandboxRuntime,
  student: StoredStudent,
  slugs: readonly string[],
): string[] {
  const done: string[] = [];
  for (const slug of slugs) {
    const organization = sandbox.state.reference.organizations.find((o) => o.slug === slug);
    if (!organization || !isActivatedFor(student.activatedPlatformsThisSeason, slug)) continue;
    ensureOrgCopy(sandbox, organization._id, student._id, sandbox.now().toISOString());
    done.push(slug);
  }
  return done;
}

export interface AddSandboxStudentsOptions {
  /** Organizations (slugs) the i-th added student has signed in to; default none. */
  signedIn?: (index: number) => readonly string[];
}

/**
 * Adds `count` students of `apiKey`'s account straight into a sandbox's state (tests and benches; the API
 * itself registers one at a time). Names vary with accents; schools, grades and platforms cycle; with
 * `signedIn`, some have signed in to organizations.
 */
export function addSandboxStudents(
  sandbox: SandboxRuntime,
  apiKey: string,
  count: number,
  tag = 'dir',
  options: AddSandboxStudentsOptions = {},
): StoredStudent[] {
  const ref = sandbox.state.reference;
  const owner = accountIdFor(apiKey);
  const at = sandbox.now().toISOString();
  const added: StoredStudent[] = [];
  for (let i = 0; i < count; i++) {
    const school = ref.schools[i % ref.schools.length]!;
    const grade = ref.grades[i % ref.grades.length]!;
    const country = ref.countries.find((c) => c._id === school.country);
    const firstName = firstNames[i % firstNames.length]!;
    const lastName = `${lastNames[Math.floor(i / firstNames.length) % lastNames.length]!}${i % 7 === 0 ? '' : `-${i % 997}`}`;
    const student: StoredStudent = {
      _id: sandbox.newId(),
      ownerAccountId: owner,
      username: `${country?.iso2 ?? 'GE'}${tag.slice(0, 1).toUpperCase()}${100000 + i}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `${tag}.${i}@directory.example`,
      emailConfirmed: i % 4 === 0,
      country: school.country,
      city: school.city,
      school: school._id,
      grade: grade._id,
      activatedPlatformsThisSeason: i % 3 === 0 ? ['stem'] : ['common'],
      createdAt: at,
      updatedAt: at,
    };
    sandbox.state.students.students.push(student);
    if (options.signedIn) signInSandboxStudent(sandbox, student, options.signedIn(i));
    added.push(student);
  }
  return added;
}

/** A directory sync against a standalone sandbox as the demo account, on the sandbox's clock (waits move it instead of sleeping). */
export function sandboxSyncDeps(
  standalone: { app: { sandbox: SandboxRuntime }; baseUrl: string },
  db: Db,
  options: { owner: string; fetch?: typeof fetch; share?: number },
): SyncDeps {
  const sandbox = standalone.app.sandbox;
  const clock = {
    now: () => sandbox.now().getTime(),
    sleep: async (ms: number) => sandbox.advanceClock(Math.ceil(ms / 1000)),
  };
  const api = createPartnerApi(
    createPartnerClient({
      baseUrl: standalone.baseUrl,
      ...sandboxDemoAccount,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      clock,
    }),
  );
  const share = options.share ?? 0.5;
  return {
    db,
    owner: options.owner,
    intervalMs: 600_000,
    share: async () => share,
    listStudents: (page, s) => api.listStudents({ page, limit: 100 }, { share: s }),
    organizations: async () =>
      (await api.listOrganizations({ limit: 100 })).data.map((o) => ({ id: o._id, slug: o.slug, name: o.name })),
    listOrgStudents: (organizationId, page, s) =>
      api.listOrgStudents({ organizationId }, { page, limit: 100 }, { share: s }),
    listApplications: (organizationId, page, s) =>
      api.listApplications({ organizationId }, { page, limit: 100 }, { share: s }),
  };
}
