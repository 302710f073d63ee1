import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@/lib/exams/predict';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { buildAvailableTree } from '@/server/sandbox/exams/tree';
import { startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

let fixture: ScopeFixture;
const upstream: string[] = [];

beforeAll(async () => {
  fixture = await startScopeFixture({ onUpstreamCall: (call) => upstream.push(call) });
}, 60_000);
afterAll(async () => fixture?.stop());

/** The operation of a recorded call (`METHOD /path`, ids as {id}). */
function operationOf(call: string): string {
  const path = call.replace(/\/v1(?=\/)/, '').replace(/[0-9a-f]{24}/g, '{id}');
  const known: Record<string, string> = {
    'GET /student': 'listStudents',
    'GET /student/{id}': 'getStudent',
    'GET /organization': 'listOrganizations',
    'GET /{id}/student': 'listOrgStudents',
    'GET /{id}/student/{id}': 'getOrgStudent',
    'GET /{id}/application': 'listApplications',
    'GET /{id}/application/student-applications/{id}': 'listStudentApplications',
    'GET /{id}/exam': 'listExams',
    'GET /{id}/exam-category': 'listExamCategories',
    'GET /{id}/exam/available/{id}': 'listAvailableExams',
    'GET /{id}/group-challenge': 'listGroupChallenges',
    'GET /{id}/group-challenge/{id}': 'getGroupChallenge',
    'GET /{id}/group-challenge/{id}/group': 'listGroupChallengeGroups',
    'GET /{id}/group-challenge/{id}/group/{id}': 'getGroupChallengeGroup',
    'GET /{id}/group-challenge/{id}/group/{id}/activity': 'listGroupChallengeActivity',
  };
  return known[path] ?? path;
}

describe('the mirror: one sync run, then every page a first view opens is in the console', () => {
  it('reads the 300-student account in a few dozen list calls and predicts every available-exams tree as the API answers it', async () => {
    const { kickDirectorySync } = await import('./scheduler');
    expect(await kickDirectorySync()).toBe('completed');
    const calls = new Map<string, number>();
    for (const call of upstream) calls.set(operationOf(call), (calls.get(operationOf(call)) ?? 0) + 1);
    console.log(`one mirror run: ${upstream.length} calls`, Object.fromEntries(calls));
    // 5 organizations × (students pages + applications pages) + the students list + the catalog + the group
    // challenges (a list per organization, each listed challenge, its groups and each group with its activity):
    // far below a call per student.
    expect(upstream.length).toBeLessThan(100);
    expect([...calls.keys()].sort()).toEqual(
      [
        'getGroupChallenge',
        'getGroupChallengeGroup',
        'listApplications',
        'listAvailableExams',
        'listExamCategories',
        'listExams',
        'listGroupChallengeActivity',
        'listGroupChallengeGroups',
        'listGroupChallenges',
        'listOrgStudents',
        'listOrganizations',
        'listStudents',
      ].filter((o) => calls.has(o)),
    );
    expect(calls.get('listOrgStudents')).toBeGreaterThanOrEqual(5);
    expect(calls.get('listApplications')).toBeGreaterThanOrEqual(5);
    expect(calls.get('getOrgStudent') ?? 0).toBe(0);
    expect(calls.get('listStudentApplications') ?? 0).toBe(0);
    // Every organization's challenges once (the list fits one page, or 404: not switched on), and each listed challenge.
    expect(calls.get('listGroupChallenges')).toBe(5);
    const listed = fixture.sandbox.state.challenges.challenges.filter(
      (c) => c.status === 'published' || c.status === 'closed',
    );
    expect(calls.get('getGroupChallenge')).toBeLessThanOrEqual(listed.length);
    expect(calls.get('getGroupChallenge')).toBeGreaterThanOrEqual(2);
    // Each challenge's groups (one page), and each listed group (at most 10 a challenge) with its activity.
    expect(calls.get('listGroupChallengeGroups')).toBe(calls.get('getGroupChallenge'));
    const groups = fixture.sandbox.state.challenges.groups.filter(
      (g) => g.deletedAt === null && listed.some((c) => c._id === g.challengeId),
    );
    expect(calls.get('getGroupChallengeGroup')).toBeGreaterThanOrEqual(2);
    expect(calls.get('getGroupChallengeGroup')).toBeLessThanOrEqual(groups.length);
    expect(calls.get('listGroupChallengeActivity')).toBe(calls.get('getGroupChallengeGroup'));

    const { getReadModel } = await import('@/server/read-model');
    const { peekCardForPrediction, predictStudentExams } = await import('@/server/exams/prediction');
    const state = fixture.sandbox.state;
    const readModel = getReadModel();
    let compared = 0;
    let incomplete = 0;
    upstream.length = 0;
    for (const student of fixture.students) {
      if (!student.grade) continue;
      const stored = await readModel.peek<ResolvedStudent>('student', student._id);
      expect(stored, student._id).not.toBeNull();
      const record = state.students.students.find((s) => s._id === student._id)!;
      for (const organization of state.reference.organizations) {
        if (!isActivatedFor(student.activatedPlatformsThisSeason, organization.slug)) continue;
        const predicted = await predictStudentExams(
          organization,
          { data: stored!.data, fetchedAt: stored!.fetchedAt.toISOString(), stale: false, busy: false },
          await peekCardForPrediction(organization._id, student._id),
        );
        if (!predicted) {
          incomplete += 1;
          continue;
        }
        const answered = buildAvailableTree(state.exams, organization._id, record, fixture.sandbox.now());
        expect(canonicalJson(predicted.tree), `${student._id} in ${organization.slug}`).toBe(canonicalJson(answered));
        compared += 1;
      }
    }
    console.log(`predicted ${compared} trees from the mirror, ${incomplete} not predictable, ${upstream.length} calls`);
    expect(compared).toBeGreaterThan(500);
    expect(incomplete).toBe(0);
    // The organizations' open exams and categories were stored by the run: predicting made no call.
    expect(upstream).toEqual([]);
  }, 180_000);
});
