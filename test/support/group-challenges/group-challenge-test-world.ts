import 'server-only';
import type { Standing } from '@/lib/partner-api/schemas/standing';
import { mySchool, otherSchool, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { partner } from '@/server/partner';

/**
 * Group-challenge data for the coordinator-scope tests, on the sandbox of startScopeFixture(): the seed's
 * Bridge Builders (stem) and, made through the control plane (server/sandbox/README.md), a confirmed group
 * of one student of the coordinator's school and one of another school.
 */
export interface StoredGroup {
  _id: string;
  name: string | null;
  members: Array<{ studentId: string }>;
  steps: Array<{ _id: string; order: number }>;
}

export interface ChallengeWorld {
  organizationId: string;
  challengeId: string;
  /** Seed groups by name: `Truss Trio` (a Baku and a Tbilisi No. 1 student), `The Arch Team` (none of Tbilisi No. 1). */
  seedGroups: Map<string, StoredGroup>;
  /** The group made for the test: `mine` and `theirs`, step 1 open. */
  mixed: StoredGroup;
  mine: Standing;
  theirs: Standing;
  schoolOf: (studentId: string) => string | undefined;
  control: (path: string, body?: unknown) => Promise<unknown>;
}

export async function challengeWorld(fixture: ScopeFixture): Promise<ChallengeWorld> {
  const controlBase = `${fixture.baseUrl.replace(/\/v1$/, '')}/__sandbox/group-challenges`;
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(
      `${controlBase}${path}`,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
    return (JSON.parse(text) as { data: unknown }).data;
  };
  const all = (await control('')) as Array<{
    _id: string;
    title: string;
    organizationId: string;
    groups: StoredGroup[];
  }>;
  const challenge = all.find((c) => c.title === 'Bridge Builders');
  if (!challenge) throw new Error('The seed has no Bridge Builders challenge.');
  const scope = { organizationId: challenge.organizationId, challengeId: challenge._id };
  const school = new Map(fixture.students.map((s) => [s._id, s.school?.name]));
  const schoolOf = (id: string) => school.get(id);

  const standings: Standing[] = [];
  for (let page = 1; ; page++) {
    const answer = await partner.listGroupChallengeStudents(scope, { page, limit: 100 });
    standings.push(...answer.data);
    if (page >= answer.pagination.totalPages) break;
  }
  const free = standings.filter((s) => s.eligible && s.state === 'not_in_group' && s.gradeGroup);
  const mine = free.find((s) => schoolOf(s.studentId) === mySchool);
  const theirs = free.find((s) => schoolOf(s.studentId) === otherSchool && s.gradeGroup?._id === mine?.gradeGroup?._id);
  if (!mine || !theirs) throw new Error('The seed has no free students of the two test schools in one grade group.');

  const made = (await control(`/${challenge._id}/groups`, {
    studentIds: [mine.studentId, theirs.studentId],
    name: 'Scope Test Team',
    teacher: { name: 'Nino Teacher', email: 'teacher-scope@school.test' },
  })) as StoredGroup;
  const mixed = (await control(`/${challenge._id}/groups/${made._id}/confirm`, {})) as StoredGroup;
  return {
    ...scope,
    seedGroups: new Map(challenge.groups.filter((g) => g.name).map((g) => [g.name!, g])),
    mixed,
    mine,
    theirs,
    schoolOf,
    control,
  };
}
