import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ConsoleUser } from '@/server/auth/roles';
import { scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

let fixture: ScopeFixture;
beforeAll(async () => {
  fixture = await startScopeFixture();
});
afterAll(async () => fixture?.stop());

describe('student access for coordinators', () => {
  it('loadStudentInScope: the live record of their school; another school, an unknown id and a malformed one are all not found', async () => {
    const { loadStudentInScope } = await import('@/server/access/student-access');
    const { isStudentNotFound } = await import('@/server/access/scope');
    expect((await loadStudentInScope(scopeUsers.coordinator, fixture.mine._id))._id).toBe(fixture.mine._id);
    for (const id of [fixture.other._id, 'c'.repeat(24), 'nope']) {
      expect(isStudentNotFound(await loadStudentInScope(scopeUsers.coordinator, id).catch((e: unknown) => e))).toBe(
        true,
      );
    }
    expect((await loadStudentInScope(scopeUsers.support, fixture.other._id))._id).toBe(fixture.other._id);
  });

  it('studentIdsInScope keeps the ids of their schools that the directory holds', async () => {
    const { studentIdsInScope } = await import('@/server/access/student-access');
    const ids = [fixture.mine._id, fixture.other._id, 'd'.repeat(24)];
    expect([...(await studentIdsInScope(scopeUsers.coordinator, ids))]).toEqual([fixture.mine._id]);
    expect(await studentIdsInScope(scopeUsers.admin, ids)).toEqual(new Set(ids));
  });

  it('partnerAction checks the students an action names before its work runs', async () => {
    const { partnerAction } = await import('@/server/action-runner/partner-action');
    const ran: string[] = [];
    const action = (input: unknown) =>
      partnerAction(
        {
          schema: z.object({ studentId: z.string() }),
          students: (i) => i.studentId,
          run: async ({ studentId }) => void ran.push(studentId),
        },
        input,
      );
    session.user = scopeUsers.coordinator;
    expect(await action({ studentId: fixture.other._id })).toEqual({
      ok: false,
      error: { status: 404, message: 'Student not found.', say: { key: 'studentNotFound' } },
    });
    expect(ran).toEqual([]);
    expect(await action({ studentId: fixture.mine._id })).toMatchObject({ ok: true });
    session.user = scopeUsers.support;
    expect(await action({ studentId: fixture.other._id })).toMatchObject({ ok: true });
    expect(ran).toEqual([fixture.mine._id, fixture.other._id]);
  });
});
