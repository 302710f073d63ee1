import path from 'node:path';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { accountIdFor } from '@/server/sandbox/kernel/accounts';
import { loadPersisted } from '@/server/sandbox/kernel/persistence';
import type { Person } from './people';

export interface TargetStudent {
  id: string;
  school: string;
  lastName: string;
  email: string;
  /** Slugs of the organizations the student signed in to. */
  signedIn: string[];
}

/** What there is to look at in the running console's embedded sandbox (the console's account's records). */
export interface SiteTargets {
  students: TargetStudent[];
  organizations: string[];
  /** Group pages, with the schools of their active members of the console's account. */
  groups: Array<{ path: string; schools: string[] }>;
}

/**
 * Reads the ids from the embedded sandbox's own state file (DATA_DIR/sandbox.json, written by the running
 * console), so no API call is spent on finding them.
 */
export function readSiteTargets(dataDir: string): SiteTargets {
  const persisted = loadPersisted(path.join(dataDir, 'sandbox.json'));
  if (!persisted) throw new Error(`no sandbox state in ${dataDir}/sandbox.json yet`);
  const { reference, students, challenges } = persisted.state;
  const ours = accountIdFor(sandboxDemoAccount.apiKey);
  const slugOf = new Map(reference.organizations.map((o) => [o._id, o.slug]));
  const schoolOf = new Map(reference.schools.map((s) => [s._id, s.name]));
  const signedIn = new Map<string, string[]>();
  for (const copy of students.orgCopies) {
    const slug = slugOf.get(copy.organizationId);
    if (slug) signedIn.set(copy.mainId, [...(signedIn.get(copy.mainId) ?? []), slug]);
  }
  const targetStudents = students.students
    .filter((s) => s.ownerAccountId === ours && s.school)
    .map((s) => ({
      id: s._id,
      school: schoolOf.get(s.school!) ?? '',
      lastName: s.lastName,
      email: s.email,
      signedIn: signedIn.get(s._id) ?? [],
    }));
  const studentSchool = new Map(targetStudents.map((s) => [s.id, s.school]));
  const readable = new Map(
    challenges.challenges.filter((c) => c.status === 'published' || c.status === 'closed').map((c) => [c._id, c]),
  );
  const groups = challenges.groups
    .filter(
      (g) =>
        g.deletedAt === null &&
        readable.has(g.challengeId) &&
        challenges.enabledOrganizationIds.includes(g.organizationId),
    )
    .map((g) => ({
      path: `/group-challenges/${slugOf.get(g.organizationId)}/${g.challengeId}/groups/${g._id}`,
      schools: [
        ...new Set(
          g.members
            .filter((m) => m.removedAt === null && studentSchool.has(m.studentId))
            .map((m) => studentSchool.get(m.studentId)!),
        ),
      ],
    }))
    .filter((g) => g.schools.length > 0);
  return { students: targetStudents, organizations: reference.organizations.map((o) => o.slug), groups };
}

/** What one person may open: a coordinator only their schools' students and groups with one of them. */
export function targetsFor(person: Person, site: SiteTargets): SiteTargets {
  if (person.role !== 'coordinator') return site;
  const mine = (school: string) => person.schools.includes(school);
  return {
    ...site,
    students: site.students.filter((s) => mine(s.school)),
    groups: site.groups.filter((g) => g.schools.some(mine)),
  };
}
