import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import type { ChallengeScope } from './queries';
import { ACTIVITY_PARAMS } from '@/lib/group-challenges/activity-params';
import { scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { challengeWorld, type ChallengeWorld } from '@/test/support/group-challenges/group-challenge-test-world';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

/**
 * The mirror's group-challenge step (mirrored-challenges.ts) keeps each challenge's groups, every group and its
 * activity: after it, a group page's reads and Home's closing-challenges card make no upstream call and show what
 * the API answers; a step submitted through the console makes the group read live again.
 */
let fixture: ScopeFixture;
let world: ChallengeWorld;
let upstream: string[] = [];
const hour = 3600_000;

/** The read model's freshness for these tests (a group's copies are kept 10 s: longer, so a slow run does not outlive them). */
async function freshness(value: string) {
  process.env.READ_MODEL_FRESHNESS = value;
  const { resetReadModelConfigForTests } = await import('@/server/read-model/freshness');
  resetReadModelConfigForTests();
}
const groupsKept = 'challenge-group=300,group-activity=300,challenge-group-pages=300';

beforeAll(async () => {
  fixture = await startScopeFixture({ onUpstreamCall: (call) => upstream.push(call) });
  await freshness(groupsKept);
  world = await challengeWorld(fixture);
  // Bridge Builders closes in 48 hours: Home's card lists its groups whose work is not sent.
  const challenge = (await world.control('')) as Array<{ _id: string; windowStart: string }>;
  const windowStart = challenge.find((c) => c._id === world.challengeId)!.windowStart;
  await world.control(`/${world.challengeId}/window`, {
    windowStart,
    windowEnd: new Date(Date.now() + 48 * hour).toISOString(),
  });
}, 60_000);
afterAll(async () => {
  const { getReadModel } = await import('@/server/read-model');
  await getReadModel().settled();
  await freshness('');
  await fixture?.stop();
});

/** The upstream calls `run` made (background reads it started included). */
async function calls<T>(run: () => Promise<T>): Promise<{ result: T; made: string[] }> {
  upstream = [];
  const result = await run();
  const { getReadModel } = await import('@/server/read-model');
  await getReadModel().settled();
  return { result, made: upstream };
}

const groupRef = () => ({
  organizationId: world.organizationId,
  slug: 'stem',
  challengeId: world.challengeId,
  groupId: world.mixed._id,
});

/** What the group page reads (app/(console)/group-challenges/[slug]/[challengeId]/groups/[groupId]/page.tsx). */
async function groupPage(user: ConsoleUser) {
  const { challengeRead, challengeGroupRead, groupActivityRead } = await import('./reads');
  const [challenge, group, activity] = await Promise.all([
    challengeRead.load(user, groupRef()),
    challengeGroupRead.load(user, groupRef()),
    groupActivityRead.load(user, { ...groupRef(), params: ACTIVITY_PARAMS }),
  ]);
  return { challenge, group, activity };
}

async function homeCard(user: ConsoleUser) {
  const { closingGroups } = await import('@/server/home/closing-challenges');
  return closingGroups(user, Date.now());
}

describe('group pages and Home after the mirror’s group-challenge step', () => {
  it('the step reads each challenge’s groups, every group and its activity', async () => {
    const { mirrorChallengeGroups, mirrorGroupChallenges } = await import('./mirrored-challenges');
    const { getReadModel } = await import('@/server/read-model');
    // As the scheduler runs it: every organization (those without group challenges answer 404).
    const { listOrganizations } = await import('@/server/reference/organizations');
    const organizations = await listOrganizations();
    const run = await calls(async () => {
      let made = 0;
      const challenges: ChallengeScope[] = [];
      for (const o of organizations) {
        const mirrored = await mirrorGroupChallenges({
          reader: getReadModel(),
          organization: { id: o._id, slug: o.slug },
          share: 1,
        });
        made += mirrored.calls;
        challenges.push(...mirrored.challenges);
      }
      for (const challenge of challenges)
        made += await mirrorChallengeGroups({ reader: getReadModel(), scope: challenge, share: 1 });
      return made;
    });
    expect(run.result).toBe(run.made.length);
    const scope = `/${world.organizationId}/group-challenge/${world.challengeId}`;
    expect(run.made).toContain(`GET ${scope}/group`);
    expect(run.made).toContain(`GET ${scope}/group/${world.mixed._id}`);
    expect(run.made).toContain(`GET ${scope}/group/${world.mixed._id}/activity`);
    // The next run reads each challenge's groups again (Home's card), not the groups it holds.
    const again = await calls(() =>
      mirrorChallengeGroups({
        reader: getReadModel(),
        scope: { organizationId: world.organizationId, challengeId: world.challengeId },
        share: 1,
      }),
    );
    expect(again.made).toEqual([`GET ${scope}/group`]);
  });

  it('the group page’s reads make no call and show what the API answers, for an admin and a coordinator', async () => {
    const admin = await calls(() => groupPage(scopeUsers.admin));
    expect(admin.made).toEqual([]);
    const { partner } = await import('@/server/partner');
    const live = await partner.getGroupChallengeGroup(groupRef());
    const liveActivity = await partner.listGroupChallengeActivity(groupRef(), ACTIVITY_PARAMS);
    expect(admin.result.group.group).toEqual(live.data);
    expect(admin.result.group.freshness).toMatchObject({ stale: false, busy: false });
    expect(admin.result.activity.entries).toEqual(liveActivity.data);
    expect(admin.result.activity.entries.length).toBeGreaterThan(0);
    const coordinator = await calls(() => groupPage(scopeUsers.coordinator));
    expect(coordinator.made).toEqual([]);
    expect(coordinator.result.group.group.yourStudents.map((s) => s.studentId)).toEqual([world.mine.studentId]);
  });

  it('Home’s closing-challenges card makes no call, lists the groups a live read gives and says as of when', async () => {
    const { partner } = await import('@/server/partner');
    const scope = { organizationId: world.organizationId, challengeId: world.challengeId };
    const liveGroups = (await partner.listGroupChallengeGroups(scope, { page: 1, limit: 100 })).data
      .filter((g) => !g.finalSubmittedAt && g.status !== 'completed')
      .map((g) => g._id)
      .sort();
    expect(liveGroups).toContain(world.mixed._id);
    const before = Date.now();
    // Past the pages' own freshness (30 s by default; none here), Home still shows the mirror's, as of its read.
    await freshness(`${groupsKept},challenge-group-pages=0`);
    const card = await calls(() => homeCard(scopeUsers.admin));
    expect(card.made).toEqual([]);
    expect(card.result.problems).toEqual([]);
    const shown = card.result.groups.filter((g) => g.challenge.id === world.challengeId);
    expect(shown.map((g) => g.group.id).sort()).toEqual(liveGroups);
    expect(Date.parse(card.result.freshness!.fetchedAt)).toBeLessThan(before);
    const coordinator = await calls(() => homeCard(scopeUsers.coordinator));
    expect(coordinator.made).toEqual([]);
    expect(coordinator.result.groups.map((g) => g.group.id)).toContain(world.mixed._id);
    await freshness(groupsKept);
  });

  it('a step submitted through the console makes the group page and Home read live again, and show it', async () => {
    const step = world.mixed.steps.find((s) => s.order === 1)!;
    await world.control(`/${world.challengeId}/groups/${world.mixed._id}/steps/${step._id}/files`, {
      studentId: world.mine.studentId,
      name: 'plan.pdf',
      size: 1000,
    });
    session.user = scopeUsers.admin;
    const { submitGroupStepAction } = await import('./actions');
    const { organizationId, challengeId, groupId } = groupRef();
    const submitted = await submitGroupStepAction({
      organizationId,
      challengeId,
      groupId,
      stepId: step._id,
      studentId: world.mine.studentId,
    });
    expect(submitted).toMatchObject({ ok: true, data: { changed: true } });
    const page = await calls(() => groupPage(scopeUsers.admin));
    const scope = `/${world.organizationId}/group-challenge/${world.challengeId}`;
    expect(page.made).toContain(`GET ${scope}/group/${world.mixed._id}`);
    expect(page.made).toContain(`GET ${scope}/group/${world.mixed._id}/activity`);
    expect(page.result.group.group.steps.find((s) => s._id === step._id)?.state).toBe('submitted');
    const card = await calls(() => homeCard(scopeUsers.admin));
    expect(card.made).toContain(`GET ${scope}/group`);
    const mixed = card.result.groups.find((g) => g.group.id === world.mixed._id);
    expect(mixed?.group.stepsSubmitted).toBe(1);
  });
});
