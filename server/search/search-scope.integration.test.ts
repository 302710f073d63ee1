import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseRequestLogFilters } from '@/lib/activity/activity-filters';
import { listRequestLog } from '@/server/activity/queries';
import { getDb } from '@/server/db/client';
import { requestLog } from '@/server/db/schema';
import { partner, runAsActor } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { searchEverything } from './queries';

let fixture: ScopeFixture;
/** The request id the API answered a support person's getStudent of another school's student with. */
let otherRequestId: string;
const codes = { mine: 'MINE4821', other: 'OTHR7350' };

/** A stored organization card holding one application with this code (what the mirror writes). */
const card = (studentId: string, applicationId: string, code: string) => ({
  key: `${studentId}:stem`,
  subject: studentId,
  data: {
    organization: { _id: 'o'.repeat(24), name: 'STEM Olympiad', slug: 'stem' },
    activated: true,
    orgStudent: { ok: true, data: { signedIn: true, supervisor: null } },
    applications: { ok: true, data: { items: [{ _id: applicationId, uuid: code }], total: 1 } },
  },
});

beforeAll(async () => {
  fixture = await startScopeFixture();
  const answer = await runAsActor(scopeUsers.support, () => partner.getStudent(fixture.other._id));
  otherRequestId = answer.requestId;
  await getReadModel().putMany(
    'student-organization',
    [card(fixture.mine._id, 'a'.repeat(24), codes.mine), card(fixture.other._id, 'b'.repeat(24), codes.other)],
    new Date(),
  );
  // The request log is written in the background, a moment after the call.
  const db = await getDb();
  await vi.waitFor(
    async () =>
      expect(await db.select().from(requestLog).where(eq(requestLog.requestId, otherRequestId))).toHaveLength(1),
    { timeout: 5_000 },
  );
}, 60_000);

afterAll(async () => fixture?.stop());

/** `pc-Ab3x9…` as read over the phone: in lower case, with spaces. */
const asReadOut = (id: string) => `${id.slice(0, 5)} ${id.slice(5, 12)} ${id.slice(12)}`.toLowerCase();

describe('the header search', () => {
  it('finds a request by its id for support, read out with spaces and in another case', async () => {
    const result = await searchEverything(scopeUsers.support, asReadOut(otherRequestId));
    expect(result.requests?.map((r) => r.requestId)).toEqual([otherRequestId]);
    expect(result.requests?.[0]?.operation).toBe('getStudent');
  });

  it('never searches requests for a coordinator', async () => {
    const result = await searchEverything(scopeUsers.coordinator, otherRequestId);
    expect(result.requests).toBeNull();
  });

  it("never finds another school's student for a coordinator, by e-mail, name or id", async () => {
    const { other, mine } = fixture;
    for (const q of [other.email, other.fullName, other._id]) {
      const result = await searchEverything(scopeUsers.coordinator, q);
      expect(result.students.map((s) => s.id)).not.toContain(other._id);
    }
    expect((await searchEverything(scopeUsers.coordinator, mine.email)).students.map((s) => s.id)).toContain(mine._id);
    expect((await searchEverything(scopeUsers.support, other.email)).students.map((s) => s.id)).toContain(other._id);
  });

  it("finds applications by code, never another school's for a coordinator", async () => {
    const coordinator = (q: string) => searchEverything(scopeUsers.coordinator, q);
    expect((await coordinator(codes.other)).applications).toEqual([]);
    expect((await coordinator(codes.mine.toLowerCase())).applications).toEqual([
      expect.objectContaining({ code: codes.mine, slug: 'stem', student: fixture.mine.fullName }),
    ]);
    expect((await searchEverything(scopeUsers.support, codes.other)).applications).toHaveLength(1);
  });
});

describe('the request log', () => {
  it('filters by request id as read over the phone', async () => {
    const page = await listRequestLog(parseRequestLogFilters({ requestId: asReadOut(otherRequestId) }));
    expect(page.rows.map((r) => r.requestId)).toEqual([otherRequestId]);
  });

  it("filters by student: their id, e-mail or name from the directory, and keeps the call's student", async () => {
    const { other } = fixture;
    for (const student of [other._id, other.email, other.fullName]) {
      const page = await listRequestLog(parseRequestLogFilters({ student }));
      expect(page.rows.map((r) => r.requestId)).toContain(otherRequestId);
      expect(page.rows.every((r) => r.studentId === other._id)).toBe(true);
    }
    const none = await listRequestLog(parseRequestLogFilters({ student: fixture.mine.email }));
    expect(none.rows.map((r) => r.requestId)).not.toContain(otherRequestId);
  });
});
