import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ConsoleUser } from '@/server/auth/roles';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => null,
}));
vi.mock('@/server/read-model', () => ({ getReadModel: () => ({ invalidate: async () => undefined }) }));
// The API's students: one of school A, one of school B (24-hex ids, as the scope check wants).
const ofSchoolA = 'a'.repeat(24);
const ofSchoolB = 'b'.repeat(24);
const getStudent = vi.hoisted(() => vi.fn());
vi.mock('@/server/partner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/partner')>()),
  partner: { getStudent },
}));

const { defineRead } = await import('./define-read');
const { currentActor } = await import('@/server/partner/actor-context');
const { currentCallPolicy } = await import('@/server/partner/call-policy');

const support: ConsoleUser = {
  id: 'u-s',
  email: 'support@example.test',
  name: 'Support',
  role: 'support',
  schools: [],
};
const coordinator: ConsoleUser = {
  id: 'u-c',
  email: 'coord@example.test',
  name: 'Coord',
  role: 'coordinator',
  schools: ['A'],
};

const seen: unknown[] = [];
const read = defineRead({
  roles: ['admin', 'support'],
  scope: 'account',
  copy: 'live',
  schema: z.strictObject({ studentId: z.string().length(3) }),
  queryKey: ({ studentId }) => ['students', studentId],
  load: async (input, user, options) => {
    seen.push({ input, user: user.id, options, actor: currentActor()?.id, priority: currentCallPolicy().priority });
    return { id: input.studentId };
  },
});

describe('defineRead', () => {
  beforeEach(() => {
    seen.length = 0;
    session.user = support;
  });

  it("loads for a page as the signed-in person, whose calls go first, and prefetches under the read's key", async () => {
    expect(await read.load(support, { studentId: 'abc' })).toEqual({ id: 'abc' });
    const query = read.query(support, { studentId: 'xyz' });
    expect(query.queryKey).toEqual(['students', 'xyz']);
    await query.queryFn();
    expect(seen).toEqual([
      { input: { studentId: 'abc' }, user: 'u-s', options: { force: false }, actor: 'u-s', priority: 'person' },
      { input: { studentId: 'xyz' }, user: 'u-s', options: { force: false }, actor: 'u-s', priority: 'person' },
    ]);
  });

  it('answers the browser through one server action: checked input, force for Refresh, the same loader', async () => {
    expect(await read.action({ studentId: 'abc', force: true })).toEqual({ ok: true, data: { id: 'abc' } });
    expect(seen).toEqual([
      { input: { studentId: 'abc' }, user: 'u-s', options: { force: true }, actor: 'u-s', priority: 'person' },
    ]);
    expect(await read.action({ studentId: 'abcd' })).toMatchObject({
      ok: false,
      error: { status: 422 },
      fieldErrors: { studentId: [expect.any(String)] },
    });
    expect(await read.action({ studentId: 'abc', extra: 1 })).toMatchObject({ ok: false, error: { status: 422 } });
    expect(seen).toHaveLength(1);
  });

  it('refuses a role the read does not allow, and a signed-out person, before loading', async () => {
    session.user = coordinator;
    expect(await read.action({ studentId: 'abc' })).toMatchObject({ ok: false, error: { status: 403 } });
    session.user = null;
    expect(await read.action({ studentId: 'abc' })).toMatchObject({ ok: false, error: { status: 401 } });
    expect(seen).toEqual([]);
  });

  describe("scope: { students }: partnerAction's check before the loader, for a page and for the browser", () => {
    const loaded: string[] = [];
    const studentRead = defineRead({
      roles: ['admin', 'support', 'coordinator'],
      scope: { students: ({ studentId }) => studentId },
      copy: 'student',
      schema: z.strictObject({ studentId: z.string() }),
      load: async ({ studentId }) => {
        loaded.push(studentId);
        return { id: studentId };
      },
    });

    beforeEach(() => {
      loaded.length = 0;
      getStudent.mockReset();
      getStudent.mockImplementation(async (id: string) => ({
        data: { _id: id, school: { name: id === ofSchoolA ? 'A' : 'B' } },
      }));
    });

    it("refuses a coordinator another school's student, through load and through action, before loading", async () => {
      session.user = coordinator;
      await expect(studentRead.load(coordinator, { studentId: ofSchoolB })).rejects.toMatchObject({
        name: 'StudentNotFoundError',
      });
      expect(await studentRead.action({ studentId: ofSchoolB })).toMatchObject({
        ok: false,
        error: { status: 404, message: 'Student not found.' },
      });
      // Not a 24-hex id: refused as unknown, without asking the API.
      expect(await studentRead.action({ studentId: 'nope' })).toMatchObject({ ok: false, error: { status: 404 } });
      expect(loaded).toEqual([]);
      expect(getStudent).toHaveBeenCalledTimes(2);
    });

    it("lets a coordinator read their school's student, and admin and support any (no check)", async () => {
      session.user = coordinator;
      expect(await studentRead.load(coordinator, { studentId: ofSchoolA })).toEqual({ id: ofSchoolA });
      expect(await studentRead.action({ studentId: ofSchoolA })).toEqual({ ok: true, data: { id: ofSchoolA } });
      session.user = support;
      expect(await studentRead.action({ studentId: ofSchoolB })).toEqual({ ok: true, data: { id: ofSchoolB } });
      expect(loaded).toEqual([ofSchoolA, ofSchoolA, ofSchoolB]);
      expect(getStudent).toHaveBeenCalledTimes(2);
    });

    it('declares its scope and copy for the docs table', () => {
      expect(studentRead.declared.copy).toBe('student');
      expect(read.declared).toEqual({ scope: 'account', copy: 'live' });
    });
  });
});
