import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { directoryRowOf } from '@/lib/directory/to-row';
import type { ConsoleUser } from '@/server/auth/roles';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

const schoolA = 'Tbilisi Public School No. 1';
const schoolB = 'Batumi Public School No. 3';
const coordinator: ConsoleUser = {
  id: 'u-c',
  email: 'c@example.test',
  name: 'C',
  role: 'coordinator',
  schools: [schoolA],
};
const support: ConsoleUser = { id: 'u-s', email: 's@example.test', name: 'S', role: 'support', schools: [] };
const ids = { a: 'aaaaaaaaaaaaaaaaaaaaaaa1', b: 'bbbbbbbbbbbbbbbbbbbbbbb2' };

function student(id: string, first: string, school: string) {
  const now = '2030-01-01T00:00:00.000Z';
  return directoryRowOf(
    {
      _id: id,
      username: `GE${id.slice(-3)}`,
      firstName: first,
      lastName: 'Beridze',
      fullName: `${first} Beridze`,
      email: `${id}@example.test`,
      emailConfirmed: false,
      activatedPlatformsThisSeason: ['stem'],
      createdAt: now,
      updatedAt: now,
      school: { _id: `s-${school}`, name: school },
      grade: { _id: 'g7', name: '7' },
      city: null,
      country: null,
    },
    new Date(now),
  );
}

beforeAll(async () => {
  const { migratedDataDir } = await import('@/test/support/db/template');
  process.env.DATA_DIR = await migratedDataDir('console-directory-');
  const { migrate } = await import('@/server/db/migrate');
  await migrate();
  const { getDb } = await import('@/server/db/client');
  const { upsertDirectoryRows } = await import('./store');
  await upsertDirectoryRows(await getDb(), [student(ids.a, 'María', schoolA), student(ids.b, 'Mariam', schoolB)]);
});
afterAll(async () => {
  const { closeDb } = await import('@/server/db/client');
  await closeDb();
});

const notFound = { ok: false, error: { status: 404, message: 'Student not found.', say: { key: 'studentNotFound' } } };

describe('a coordinator is kept to their schools (directory page, actions, export)', () => {
  it("actions: another school's student by id answers exactly like an unknown id", async () => {
    const { getDirectoryStudentAction, searchDirectoryAction } = await import('@/server/directory/actions');
    session.user = coordinator;
    expect(await getDirectoryStudentAction({ studentId: ids.b })).toEqual(notFound);
    expect(await getDirectoryStudentAction({ studentId: 'cccccccccccccccccccccccc' })).toEqual(notFound);
    expect(await getDirectoryStudentAction({ studentId: ids.a })).toMatchObject({
      ok: true,
      data: { id: ids.a, schoolName: schoolA },
    });
    const found = await searchDirectoryAction({ q: 'maria' });
    expect(found.ok && found.data.rows.map((r) => r.id)).toEqual([ids.a]);
    // Asking for the other school by filter gives nothing either.
    const other = await searchDirectoryAction({ school: schoolB });
    expect(other.ok && other.data.total).toBe(0);
    session.user = support;
    const all = await searchDirectoryAction({ q: 'maria' });
    expect(all.ok && all.data.rows.map((r) => r.id).sort()).toEqual([ids.a, ids.b]);
  });

  it('page loader: throws the not-found the page turns into notFound()', async () => {
    const { loadDirectoryStudent } = await import('./queries');
    const { isStudentNotFound } = await import('@/server/access/scope');
    const error = await loadDirectoryStudent(coordinator, ids.b).catch((e: unknown) => e);
    expect(isStudentNotFound(error)).toBe(true);
    expect(await loadDirectoryStudent(support, ids.b)).toMatchObject({ id: ids.b });
  });

  it("export: 404 for another school's student, and a search exports only their schools", async () => {
    const { GET } = await import('@/app/api/directory/export/route');
    session.user = coordinator;
    const refused = await GET(new Request(`http://console.test/api/directory/export?studentId=${ids.b}`));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: 'not_found', message: 'Student not found.' } });
    const csv = await (await GET(new Request('http://console.test/api/directory/export?q=beridze'))).text();
    expect(csv).toContain(ids.a);
    expect(csv).not.toContain(ids.b);
    session.user = null;
    expect((await GET(new Request('http://console.test/api/directory/export'))).status).toBe(401);
    session.user = support;
    const bytes = new Uint8Array(
      await (await GET(new Request('http://console.test/api/directory/export?q=beridze'))).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM for spreadsheets
    const everything = new TextDecoder().decode(bytes);
    expect(everything.startsWith('id,firstName,lastName')).toBe(true);
    expect(everything).toContain(ids.b);
  });
});
