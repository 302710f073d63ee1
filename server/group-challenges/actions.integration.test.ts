import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import { mySchool, scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { challengeWorld, type ChallengeWorld } from '@/test/support/group-challenges/group-challenge-test-world';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

const actions = await import('./actions');
const notFound = { ok: false, error: { status: 404, message: 'Student not found.', say: { key: 'studentNotFound' } } };

let fixture: ScopeFixture;
let world: ChallengeWorld;
beforeAll(async () => {
  fixture = await startScopeFixture();
  world = await challengeWorld(fixture);
});
afterAll(async () => fixture?.stop());

const as = (user: ConsoleUser) => {
  session.user = user;
};
const challenge = () => ({ organizationId: world.organizationId, challengeId: world.challengeId });
const groupRef = (groupId: string) => ({ ...challenge(), groupId });
const step = (order: number) => world.mixed.steps.find((s) => s.order === order)!;
function ok<T>(answer: { ok: true; data: T } | { ok: false; error: unknown }): T {
  if (!answer.ok) throw new Error(`expected ok, got ${JSON.stringify(answer.error)}`);
  return answer.data;
}

describe("group challenges: a coordinator names another school's student", () => {
  it('standing: not found, exactly as an unknown id; their own student and support are answered', async () => {
    as(scopeUsers.coordinator);
    for (const studentId of [world.theirs.studentId, 'c'.repeat(24)]) {
      expect(await actions.getChallengeStandingAction({ ...challenge(), studentId })).toEqual(notFound);
    }
    expect(
      ok(await actions.getChallengeStandingAction({ ...challenge(), studentId: world.mine.studentId })).standing
        .studentId,
    ).toBe(world.mine.studentId);
    as(scopeUsers.support);
    expect(
      ok(await actions.getChallengeStandingAction({ ...challenge(), studentId: world.theirs.studentId })).standing
        .studentId,
    ).toBe(world.theirs.studentId);
  });

  it('step submit and final submit: 404 before anything is sent; for their own student the API answers', async () => {
    await world.control(`/${world.challengeId}/groups/${world.mixed._id}/steps/${step(1)._id}/files`, {
      studentId: world.mine.studentId,
      name: 'plan.pdf',
      size: 1000,
    });
    as(scopeUsers.coordinator);
    const input = { ...groupRef(world.mixed._id), stepId: step(1)._id };
    expect(await actions.submitGroupStepAction({ ...input, studentId: world.theirs.studentId })).toEqual(notFound);
    expect(
      await actions.finalSubmitGroupAction({ ...groupRef(world.mixed._id), studentId: world.theirs.studentId }),
    ).toEqual(notFound);
    as(scopeUsers.admin);
    const untouched = ok(await actions.getChallengeGroupAction(groupRef(world.mixed._id))).group;
    expect(untouched.steps.find((s) => s.order === 1)?.state).toBe('open');
    as(scopeUsers.coordinator);
    // Their own student passes the check: the API refuses the final submit for its own reason (steps incomplete).
    expect(
      await actions.finalSubmitGroupAction({ ...groupRef(world.mixed._id), studentId: world.mine.studentId }),
    ).toMatchObject({ ok: false, error: { status: 409 } });
    expect(ok(await actions.submitGroupStepAction({ ...input, studentId: world.mine.studentId }))).toMatchObject({
      changed: true,
      stepId: step(1)._id,
    });
  });

  it('admin acts for a student of another school as before', async () => {
    await world.control(`/${world.challengeId}/groups/${world.mixed._id}/steps/${step(2)._id}/files`, {
      studentId: world.theirs.studentId,
      name: 'their-sketch.pdf',
      size: 2000,
    });
    as(scopeUsers.admin);
    const answer = ok(
      await actions.submitGroupStepAction({
        ...groupRef(world.mixed._id),
        stepId: step(2)._id,
        studentId: world.theirs.studentId,
      }),
    );
    expect(answer).toMatchObject({
      changed: true,
      names: { student: `${world.theirs.firstName} ${world.theirs.lastName}` },
    });
  });
});

describe('group challenges: what a coordinator sees of a group', () => {
  it('a group of mixed schools: their student named; the other counted, never named, on members, steps, files and activity', async () => {
    as(scopeUsers.admin);
    const full = ok(await actions.getChallengeGroupAction(groupRef(world.mixed._id))).group;
    const theirName = `${world.theirs.firstName} ${world.theirs.lastName}`;
    expect(JSON.stringify(full)).toContain(theirName);
    expect(JSON.stringify(full)).toContain('their-sketch.pdf');

    as(scopeUsers.coordinator);
    const seen = ok(await actions.getChallengeGroupAction(groupRef(world.mixed._id))).group;
    expect(seen.yourStudents.map((s) => s.studentId)).toEqual([world.mine.studentId]);
    expect(seen.memberCount).toBe(2);
    const text = JSON.stringify(seen);
    expect(text).not.toContain(world.theirs.studentId);
    expect(text).not.toContain(theirName);
    expect(text).not.toContain('their-sketch.pdf');
    const step2 = seen.steps.find((s) => s.order === 2)!;
    expect(step2.submittedBy).toEqual({ role: 'partner', studentId: null, name: null, yours: true });
    expect(step2.files?.[0]).toMatchObject({
      name: null,
      uploadedBy: { role: 'student', studentId: null, name: null, yours: false },
    });
    // Their own student stays named.
    expect(seen.steps.find((s) => s.order === 1)?.files?.[0]).toMatchObject({
      name: 'plan.pdf',
      uploadedBy: { studentId: world.mine.studentId },
    });

    const activity = ok(
      await actions.listGroupActivityAction({ ...groupRef(world.mixed._id), params: { page: 1, limit: 50 } }),
    ).entries;
    expect(activity.length).toBeGreaterThan(0);
    expect(JSON.stringify(activity)).not.toContain(world.theirs.studentId);
    expect(JSON.stringify(activity)).toContain(world.mine.studentId);
  });

  it('a group with no member of their schools, and an unknown group, are both not found (group and activity)', async () => {
    const arch = world.seedGroups.get('The Arch Team')!;
    expect(arch.members.some((m) => world.schoolOf(m.studentId) === mySchool)).toBe(false);
    as(scopeUsers.coordinator);
    for (const groupId of [arch._id, 'e'.repeat(24)]) {
      expect(await actions.getChallengeGroupAction(groupRef(groupId))).toEqual(notFound);
      expect(await actions.listGroupActivityAction({ ...groupRef(groupId), params: { page: 1, limit: 20 } })).toEqual(
        notFound,
      );
    }
    as(scopeUsers.support);
    expect(ok(await actions.getChallengeGroupAction(groupRef(arch._id))).group.displayName).toBe('The Arch Team');
  });
});

describe("group challenges: a coordinator's lists", () => {
  it("students: only their schools', paged by the console with a true total", async () => {
    as(scopeUsers.support);
    const everyone = ok(
      await actions.listChallengeStandingsAction({ ...challenge(), params: { page: 1, limit: 100 } }),
    );
    expect(everyone.pagination.total).toBeGreaterThan(100);
    const all = [...everyone.standings];
    for (let page = 2; page <= everyone.pagination.totalPages; page++) {
      all.push(
        ...ok(await actions.listChallengeStandingsAction({ ...challenge(), params: { page, limit: 100 } })).standings,
      );
    }
    const expected = all.filter((s) => world.schoolOf(s.studentId) === mySchool).map((s) => s.studentId);
    expect(expected.length).toBeGreaterThan(10);

    as(scopeUsers.coordinator);
    const first = ok(await actions.listChallengeStandingsAction({ ...challenge(), params: { page: 1, limit: 10 } }));
    expect(first.pagination).toEqual({
      page: 1,
      limit: 10,
      total: expected.length,
      totalPages: Math.ceil(expected.length / 10),
    });
    const seen = [...first.standings];
    for (let page = 2; page <= first.pagination.totalPages; page++) {
      seen.push(
        ...ok(await actions.listChallengeStandingsAction({ ...challenge(), params: { page, limit: 10 } })).standings,
      );
    }
    expect(seen.map((s) => s.studentId).sort()).toEqual([...expected].sort());
  });

  it("groups: only those with an active member of their schools, each naming only their schools' students", async () => {
    as(scopeUsers.support);
    const everyGroup = ok(
      await actions.listChallengeGroupsAction({ ...challenge(), params: { page: 1, limit: 100 } }),
    ).groups;
    const expected = everyGroup
      .filter((g) => g.yourStudents.some((s) => world.schoolOf(s.studentId) === mySchool))
      .map((g) => g._id);
    expect(expected).toContain(world.seedGroups.get('Truss Trio')!._id);
    expect(expected).not.toContain(world.seedGroups.get('The Arch Team')!._id);

    as(scopeUsers.coordinator);
    const seen = ok(await actions.listChallengeGroupsAction({ ...challenge(), params: { page: 1, limit: 20 } }));
    expect(seen.groups.map((g) => g._id)).toEqual(expected);
    expect(seen.pagination.total).toBe(expected.length);
    for (const g of seen.groups)
      expect(g.yourStudents.every((s) => world.schoolOf(s.studentId) === mySchool)).toBe(true);
    const truss = seen.groups.find((g) => g.name === 'Truss Trio')!;
    expect(truss.yourStudents.length).toBeLessThan(truss.memberCount);
  });
});
