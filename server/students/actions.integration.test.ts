import { rowMessages } from '@/lib/students/row-messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import {
  mySchool,
  otherSchool,
  scopeUsers,
  startScopeFixture,
  type ScopeFixture,
} from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

let fixture: ScopeFixture;
beforeAll(async () => {
  fixture = await startScopeFixture();
}, 60_000);
afterAll(async () => fixture?.stop());

const notFound = { ok: false, error: { status: 404, message: 'Student not found.', say: { key: 'studentNotFound' } } };
const unknownId = 'c'.repeat(24);
const stored = (id: string) => structuredClone(fixture.sandbox.state.students.students.find((s) => s._id === id));
const directoryRowOf = async (id: string) => {
  const { getDb } = await import('@/server/db/client');
  const { directoryRow } = await import('@/server/directory/search');
  return directoryRow(await getDb(), id);
};

describe('student actions for a coordinator', () => {
  it("every action naming another school's student answers exactly like an unknown id, and sends nothing", async () => {
    const actions = await import('./actions');
    const { generateSignInLinkAction } = await import('../sign-in-links/actions');
    session.user = scopeUsers.coordinator;
    const before = stored(fixture.other._id);
    const calls = (studentId: string) => [
      actions.getStudentAction({ studentId }),
      actions.updateStudentAction({ studentId, firstName: 'Changed' }),
      actions.activatePlatformsAction({ studentId, platforms: ['neo'] }),
      actions.setStudentPasswordAction({ studentId, password: 'A-long-enough-pass-123' }),
      actions.linkSupervisorAction({ studentId, organization: 'stem', supervisorUsername: 'someone' }),
      generateSignInLinkAction({ studentId, organization: 'stem' }),
    ];
    for (const studentId of [fixture.other._id, unknownId]) {
      for (const answer of await Promise.all(calls(studentId))) expect(answer).toEqual(notFound);
    }
    expect(stored(fixture.other._id)).toEqual(before);
    expect(await actions.getStudentAction({ studentId: fixture.mine._id })).toMatchObject({
      ok: true,
      data: { data: { _id: fixture.mine._id } },
    });
  });

  it('support is not limited: the same update goes through', async () => {
    const { updateStudentAction } = await import('./actions');
    session.user = scopeUsers.support;
    expect(await updateStudentAction({ studentId: fixture.other._id, phone: '+995555000111' })).toMatchObject({
      ok: true,
    });
    expect(stored(fixture.other._id)?.phone).toBe('+995555000111');
  });

  it('update: moving their student to another school is a field error on school and nothing is sent', async () => {
    const { updateStudentAction } = await import('./actions');
    session.user = scopeUsers.coordinator;
    const before = stored(fixture.mine._id);
    const byName = await updateStudentAction({ studentId: fixture.mine._id, school: otherSchool });
    expect(byName).toEqual({
      ok: false,
      error: { status: 422, message: 'Check the highlighted fields.', say: { key: 'checkFields' } },
      fieldErrors: { school: [`Choose one of your schools: ${mySchool}.`] },
    });
    const byOtherId = await updateStudentAction({ studentId: fixture.mine._id, school: fixture.other.school!._id });
    expect(byOtherId).toMatchObject({
      ok: false,
      fieldErrors: { school: [`Choose one of your schools: ${mySchool}.`] },
    });
    const byUnknownId = await updateStudentAction({ studentId: fixture.mine._id, school: 'e'.repeat(24) });
    expect(byUnknownId).toMatchObject({
      ok: false,
      fieldErrors: { school: [expect.stringContaining('Give the school by its name')] },
    });
    expect(stored(fixture.mine._id)).toEqual(before);
  });

  it('update and activation of their own student succeed and are written through to the directory', async () => {
    const { activatePlatformsAction, updateStudentAction } = await import('./actions');
    session.user = scopeUsers.coordinator;
    const renamed = await updateStudentAction({
      studentId: fixture.mine._id,
      firstName: 'Tamar',
      school: mySchool.toUpperCase(),
    });
    expect(renamed).toMatchObject({ ok: true, data: { fields: ['firstName', 'school'] } });
    expect(await directoryRowOf(fixture.mine._id)).toMatchObject({ firstName: 'Tamar', schoolName: mySchool });
    const platform = fixture.mine.activatedPlatformsThisSeason.includes('gmath') ? 'coding' : 'gmath';
    expect(await activatePlatformsAction({ studentId: fixture.mine._id, platforms: [platform] })).toMatchObject({
      ok: true,
    });
    expect((await directoryRowOf(fixture.mine._id))?.platforms).toContain(platform);
  });

  it('check: another school\'s student holding the address reads "cannot be used", with no id (issue 16 item 5)', async () => {
    const { checkStudentRegistrationAction } = await import('./actions');
    session.user = scopeUsers.coordinator;
    const body = (email: string) => ({
      firstName: 'Nino',
      lastName: 'Scope',
      birth: '14/05/2012',
      sex: 'f',
      email,
      country: fixture.mine.country!._id,
      city: fixture.mine.city!.name,
      school: mySchool,
      grade: '7',
    });
    const hidden = await checkStudentRegistrationAction(body(fixture.other.email));
    expect(hidden).toMatchObject({
      ok: true,
      data: { valid: false, duplicate: null, problems: [{ field: 'email', message: rowMessages.emailUnavailable }] },
    });
    expect(JSON.stringify(hidden)).not.toContain(fixture.other._id);
    const own = await checkStudentRegistrationAction(body(fixture.mine.email));
    expect(own).toMatchObject({ ok: true, data: { duplicate: { sameAccount: true, studentId: fixture.mine._id } } });
    session.user = scopeUsers.admin;
    expect(await checkStudentRegistrationAction(body(fixture.other.email))).toMatchObject({
      ok: true,
      data: { duplicate: { sameAccount: true, studentId: fixture.other._id } },
    });
  });

  it('register and check: only a school of theirs (by name, folded, or by an id the directory places)', async () => {
    const { checkStudentRegistrationAction, registerStudentAction } = await import('./actions');
    session.user = scopeUsers.coordinator;
    const body = (school: string, email: string) => ({
      firstName: 'Nino',
      lastName: 'Scope',
      birth: '14/05/2012',
      sex: 'f',
      email,
      country: fixture.mine.country!._id,
      city: fixture.mine.city!.name,
      school,
      grade: '7',
    });
    const refused = { ok: false, fieldErrors: { school: [`Choose one of your schools: ${mySchool}.`] } };
    expect(await checkStudentRegistrationAction(body(otherSchool, 'nino.check@example.com'))).toMatchObject(refused);
    expect(await registerStudentAction(body(otherSchool, 'nino.other@example.com'))).toMatchObject(refused);
    expect(await registerStudentAction(body(fixture.other.school!._id, 'nino.other@example.com'))).toMatchObject(
      refused,
    );
    expect(fixture.sandbox.state.students.students.some((s) => s.email === 'nino.other@example.com')).toBe(false);

    expect(
      await checkStudentRegistrationAction(body('TBILISI public school no. 1', 'nino.check@example.com')),
    ).toMatchObject({ ok: true, data: { valid: true } });
    const registered = await registerStudentAction(body(fixture.mine.school!._id, 'nino.mine@example.com'));
    expect(registered).toMatchObject({ ok: true });
    const id = registered.ok ? registered.data.student._id : '';
    expect(await directoryRowOf(id)).toMatchObject({ email: 'nino.mine@example.com', schoolName: mySchool });

    session.user = scopeUsers.admin;
    const elsewhere = {
      ...body(otherSchool, 'nino.admin@example.com'),
      country: fixture.other.country!._id,
      city: fixture.other.city!.name,
    };
    expect(await registerStudentAction(elsewhere)).toMatchObject({
      ok: true,
      data: { student: { email: 'nino.admin@example.com' } },
    });
  });
});
