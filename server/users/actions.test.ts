import { describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import { getUserAdmin } from '@/server/auth/user-admin';
import { getDb } from '@/server/db/client';
import { directoryStudents } from '@/server/db/schema';
import { forgetDirectoryFacets } from '@/server/directory/facets';
import { withEmbeddedConsole } from '@/test/support/auth/embedded-console';

/** Issue 32 item 4: a coordinator's schools are guarded on the server, whatever the form sends. */
const admin: ConsoleUser = { id: 'u-admin', email: 'admin@example.test', name: 'Admin', role: 'admin', schools: [] };
vi.mock('@/server/auth/current-user', () => ({ getCurrentUser: async () => admin }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

withEmbeddedConsole('user-schools');

const known = 'Tbilisi Public School No. 1';
const typo = 'Tbilisi Public Scool No. 1';
const newCoordinator = (email: string, extra: Record<string, unknown>) => ({
  email,
  name: 'Coordinator',
  role: 'coordinator',
  password: 'initial-password-1',
  ...extra,
});

async function knowSchool(name: string) {
  const db = await getDb();
  const now = new Date();
  await db.insert(directoryStudents).values({
    id: 'a'.repeat(24),
    firstName: 'Nino',
    lastName: 'Beridze',
    fullName: 'Nino Beridze',
    sortName: 'beridze nino',
    firstFold: 'nino',
    searchText: 'nino beridze',
    username: 'nino',
    usernameFold: 'nino',
    email: 'nino@example.test',
    emailConfirmed: true,
    countryName: 'Georgia',
    cityName: 'Tbilisi',
    schoolName: name,
    platforms: [],
    updatedAt: now,
    syncedAt: now,
  });
  forgetDirectoryFacets(db);
}

describe('a coordinator’s schools', () => {
  it('refuses a coordinator without a school, saying why beside the field', async () => {
    const { createUserAction } = await import('./actions');
    await knowSchool(known);
    const result = await createUserAction(newCoordinator('none@example.test', { schools: [] }));
    expect(result).toMatchObject({
      ok: false,
      error: { status: 422 },
      fieldErrors: { schools: ['Choose at least one school: a coordinator without a school sees no students.'] },
    });
    // Left out altogether, or only blank lines: the same.
    expect(await createUserAction(newCoordinator('none@example.test', {}))).toMatchObject({ ok: false });
    expect(await createUserAction(newCoordinator('none@example.test', { schools: ['  '] }))).toMatchObject({
      ok: false,
    });
    expect((await (await getUserAdmin()).list()).map((u) => u.email)).not.toContain('none@example.test');
    // Admins and support have no schools to choose.
    expect(await createUserAction({ ...newCoordinator('support@example.test', {}), role: 'support' })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a name the console does not know unless confirmed, and saves it when confirmed', async () => {
    const { createUserAction, setUserSchoolsAction } = await import('./actions');
    const refused = await createUserAction(newCoordinator('typo@example.test', { schools: [typo] }));
    expect(refused).toMatchObject({
      ok: false,
      error: { status: 422, say: { key: 'users.schoolsUnknown' }, details: { unknownSchools: [typo] } },
    });
    expect(refused.ok ? [] : refused.fieldErrors?.schools?.[0]).toContain(
      `The console knows no school named: ${typo}.`,
    );

    const known_ = await createUserAction(
      newCoordinator('known@example.test', { schools: ['tbilisi public school no. 1'] }),
    );
    // Saved as the console's copy spells it.
    expect(known_).toMatchObject({ ok: true, data: { schools: [known] } });

    const confirmed = await createUserAction(
      newCoordinator('typo@example.test', { schools: [typo], confirmUnknownSchools: true }),
    );
    expect(confirmed).toMatchObject({ ok: true, data: { schools: [typo] } });

    // Editing the schools: the same guard.
    const userId = confirmed.ok ? confirmed.data.id : '';
    expect(await setUserSchoolsAction({ userId, schools: [] })).toMatchObject({
      ok: false,
      fieldErrors: { schools: [expect.stringContaining('Choose at least one school')] },
    });
    expect(await setUserSchoolsAction({ userId, schools: [known, 'Tbilisi Pubilc School No 1'] })).toMatchObject({
      ok: false,
      error: { details: { unknownSchools: ['Tbilisi Pubilc School No 1'] } },
    });
    expect(await setUserSchoolsAction({ userId, schools: [known] })).toMatchObject({ ok: true });
    expect((await (await getUserAdmin()).find(userId))?.schools).toEqual([known]);
    expect(
      await setUserSchoolsAction({ userId, schools: [known, 'Kutaisi School'], confirmUnknownSchools: true }),
    ).toMatchObject({ ok: true });
    expect((await (await getUserAdmin()).find(userId))?.schools).toEqual([known, 'Kutaisi School']);
  });
});
