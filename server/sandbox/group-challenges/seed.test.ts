import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing';
import { seedChallenges } from './seed';

describe('group-challenge seed (server/sandbox/README.md seed fixtures)', () => {
  it('switches group challenges on for stem only, with a published challenge whose window is open now', () => {
    const t = createTestSandbox();
    const { challenges, enabledOrganizationIds } = t.sandbox.state.challenges;
    expect(enabledOrganizationIds).toEqual([t.orgId('stem')]);
    const open = challenges.find((c) => c.title === 'Bridge Builders')!;
    const now = t.sandbox.now().getTime();
    expect(open.status).toBe('published');
    expect(Date.parse(open.windowStart)).toBeLessThan(now);
    expect(Date.parse(open.windowEnd)).toBeGreaterThan(now);
    expect(open.gradeGroups.map((g) => [g.label, g.gradeIds.length])).toEqual([
      ['Grades 5-6', 2],
      ['Grades 7-9', 3],
    ]);
    expect(challenges.map((c) => c.status)).toEqual(['published', 'closed', 'draft', 'archived', 'published']);
  });

  it("§4.7 the demo account sees groups in every status, oldest first, with other accounts' members unnamed", async () => {
    const t = createTestSandbox();
    const open = t.sandbox.state.challenges.challenges.find((c) => c.title === 'Bridge Builders')!;
    const res = await t.call('GET', `/${t.orgId('stem')}/group-challenge/${open._id}/group`);
    expect(res.status).toBe(200);
    const groups = res.json.data as Array<{
      _id: string;
      status: string;
      memberCount: number;
      yourStudents: unknown[];
      createdAt: string;
      name: string | null;
    }>;
    expect(new Set(groups.map((g) => g.status))).toEqual(
      new Set(['completed', 'finalized', 'draft', 'awaiting_payment']),
    );
    expect(groups.map((g) => g.createdAt)).toEqual([...groups.map((g) => g.createdAt)].sort());
    expect(groups.some((g) => g.memberCount > g.yourStudents.length)).toBe(true);
    expect(groups.map((g) => g.name)).not.toContain('Old Team');
    expect(groups.map((g) => g.name)).not.toContain('Cantilever Crew');
    const inProgress = groups.find((g) => g.status === 'finalized' && g.name === null)!;
    const full = (await t.call('GET', `/${t.orgId('stem')}/group-challenge/${open._id}/group/${inProgress._id}`)).json
      .data;
    expect(full.steps.map((s: { state: string }) => s.state)).toEqual(['submitted', 'submitted', 'open', 'locked']);
    expect(full.steps[2]).toMatchObject({ canSubmit: true });
    expect(full.steps[2].files[0]).toMatchObject({ status: 'draft', name: null, uploadedBy: { yours: false } });
  });

  it('is deterministic, and works when no student has signed in yet', () => {
    // Same ids, codes, members and states every time; only the instants follow the real clock.
    const shape = () => {
      const state = createTestSandbox().sandbox.state.challenges;
      return JSON.stringify(state, (_key, value: unknown) =>
        typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? 'T' : value,
      );
    };
    expect(shape() === shape()).toBe(true);
    const t = createTestSandbox();
    t.sandbox.state.students.orgCopies = [];
    const state = seedChallenges(t.sandbox);
    expect(state.groups.length).toBeGreaterThan(0);
    expect(state.groups.every((g) => g.members.length > 0)).toBe(true);
  });
});
