import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../testing';
import { register, signIn } from './fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

describe('setStudentPassword', () => {
  const put = (id: string, body: unknown, as = 'demo') => t.call('PUT', `/student/${id}/password`, { body, as });

  it('§4.3 set password: 200 Password set. with the record with ids; stored hashed; setting again replaces it', async () => {
    const s = await register(t);
    const r = await put(s._id, { password: 'Sunflower-42' });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Password set.');
    expect(r.json.data._id).toBe(s._id);
    expect(JSON.stringify(r.json)).not.toContain('Sunflower');
    const first = t.sandbox.state.students.students.find((x) => x._id === s._id)!.passwordHash;
    expect(first).toMatch(/^scrypt\$/);
    await put(s._id, { password: 'Moonflower-43' });
    expect(t.sandbox.state.students.students.find((x) => x._id === s._id)!.passwordHash).not.toBe(first);
  });

  it('§4.3 set password check 1: body rules answer 400 before the student is looked up', async () => {
    const theirs = await register(t, {}, 'second');
    const r = await put(theirs._id, { password: 'abc' });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('password must be longer than or equal to 5 characters');
    expect((await put(theirs._id, { password: 'a'.repeat(73) })).status).toBe(400);
    expect((await put(theirs._id, {})).json.error.message).toBe('password should not be empty');
  });

  it("§4.3 set password check 2: another account's student is 404 Student not found!", async () => {
    const theirs = await register(t, {}, 'second');
    const r = await put(theirs._id, { password: 'Sunflower-42' });
    expect(r.status).toBe(404);
    expect(r.json.error.message).toBe('Student not found!');
  });

  it('§4.3 set password check 3 / §3: once the email is confirmed 409, before the personal-detail check; a new address accepts again', async () => {
    const s = await register(t);
    await t.call('POST', `/__sandbox/students/${s._id}/confirm-email`, { token: null });
    expect((await put(s._id, { password: 'beridze-2012' })).status).toBe(409);
    await t.call('PUT', `/student/${s._id}`, { body: { email: 'fresh.address@example.ge' } });
    expect((await put(s._id, { password: 'Sunflower-42' })).status).toBe(200);
  });

  it('§4.3 set password check 4: first name, surname, username, email or its local part, case-insensitive -> 400', async () => {
    const s = await register(t, { firstName: 'Giorgi', lastName: 'Kapanadze', email: 'gkap@example.ge' });
    for (const password of [
      'xxGIORGIxx',
      'kapanadze1',
      `${s.username.toLowerCase()}!`,
      'GKAP@example.ge',
      'my-gkap-pass',
    ]) {
      const r = await put(s._id, { password });
      expect(r.status, password).toBe(400);
      expect(r.json.error.message).toMatch(/^password must not contain/);
    }
  });

  it('§5 set password needs auth/signin on core; student/* does not grant it', async () => {
    const s = await register(t);
    t.sandbox.patchAccount(t.sandbox.accounts()[0]!.apiKey, {
      roles: [{ effect: 'allow', action: 'student/*', target: '*' }],
    });
    expect((await put(s._id, { password: 'Sunflower-42' })).status).toBe(403);
  });
});

describe('organization students', () => {
  const orgPath = (slug: 'stem' | 'neo' | 'hilingua', rest = '') => `/${t.orgId(slug)}/student${rest}`;

  it('§4.8 listOrgStudents: only students activated for the organization or common, each with signedIn', async () => {
    const stemOnly = await register(t, { activatedPlatformsThisSeason: ['stem'] });
    const neoOnly = await register(t, { activatedPlatformsThisSeason: ['neo'] });
    const r = await t.call('GET', orgPath('stem', '?limit=100&page=1'));
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Students fetched successfully.');
    const all: Array<{ _id: string; mainId?: string; signedIn: boolean; activatedPlatformsThisSeason: string[] }> = [];
    for (let page = 1; page <= r.json.pagination.totalPages; page++)
      all.push(...(await t.call('GET', orgPath('stem', `?limit=100&page=${page}`))).json.data);
    const ids = all.map((s) => s.mainId ?? s._id);
    expect(ids).toContain(stemOnly._id);
    expect(ids).not.toContain(neoOnly._id);
    for (const s of all) {
      expect(typeof s.signedIn).toBe('boolean');
      expect(s.activatedPlatformsThisSeason.some((p) => p === 'stem' || p === 'common')).toBe(true);
    }
  });

  it('§4.8 listOrgStudents signedIn filter: true and false split the list; anything else 400', async () => {
    const all = (await t.call('GET', orgPath('stem'))).json.pagination.total;
    const yes = await t.call('GET', orgPath('stem', '?signedIn=true'));
    const no = await t.call('GET', orgPath('stem', '?signedIn=false'));
    expect(yes.json.pagination.total + no.json.pagination.total).toBe(all);
    expect(yes.json.pagination.total).toBeGreaterThan(0);
    expect(yes.json.data.every((s: { signedIn: boolean; mainId?: string }) => s.signedIn && s.mainId)).toBe(true);
    expect(no.json.data.every((s: { signedIn: boolean }) => !s.signedIn)).toBe(true);
    expect((await t.call('GET', orgPath('stem', '?signedIn=yes'))).status).toBe(400);
    expect((await t.call('GET', orgPath('stem', '?signedIn=1'))).status).toBe(400);
  });

  it('§2 once signed in, the organization answers its own _id and mainId = the registered id', async () => {
    const s = await register(t);
    const before = await t.call('GET', orgPath('stem', `/${s._id}`));
    expect(before.json.data).toMatchObject({ _id: s._id, signedIn: false });
    await signIn(t, 'stem', s._id);
    const after = await t.call('GET', orgPath('stem', `/${s._id}`));
    expect(after.json.data.mainId).toBe(s._id);
    expect(after.json.data._id).not.toBe(s._id);
    expect(after.json.data.signedIn).toBe(true);
  });

  it("§4.8 getOrgStudent: a student not activated for the organization, or another account's, is 404", async () => {
    const neoOnly = await register(t, { activatedPlatformsThisSeason: ['neo'] });
    expect((await t.call('GET', orgPath('stem', `/${neoOnly._id}`))).status).toBe(404);
    const theirs = await register(t, {}, 'second');
    expect((await t.call('GET', orgPath('stem', `/${theirs._id}`))).status).toBe(404);
  });

  it("§4.8 updateOrgStudent adds the organization's slug to the activated list, same rules as updateStudent", async () => {
    const s = await register(t, { activatedPlatformsThisSeason: ['neo'] });
    const r = await t.call('PUT', orgPath('stem', `/${s._id}`), { body: { grade: '9' } });
    expect(r.status).toBe(200);
    expect(r.json.data.activatedPlatformsThisSeason).toEqual(['neo', 'stem']);
    expect((await t.call('GET', orgPath('stem', `/${s._id}`))).status).toBe(200);
    expect((await t.call('PUT', orgPath('stem', `/${s._id}`), { body: { password: 'x' } })).status).toBe(400);
  });

  it('§1.5 / §4.8 linkStudentSupervisor: 409 before the first sign-in, then 200 with the Student and the teacher linked', async () => {
    const s = await register(t);
    const teacher = t.sandbox.state.students.supervisors.find((p) => p.organizationId === t.orgId('stem'))!;
    const path = orgPath('stem', `/${s._id}/supervisor`);
    const before = await t.call('POST', path, { body: { supervisorUsername: teacher.username } });
    expect(before.status).toBe(409);
    expect(before.json.error.code).toBe('conflict');
    await signIn(t, 'stem', s._id);
    const r = await t.call('POST', path, { body: { supervisorUsername: teacher.username.toLowerCase() } });
    expect(r.status).toBe(200);
    expect(r.json.data.supervisor).toMatchObject({ _id: teacher._id, username: teacher.username });
    expect(t.sandbox.state.students.orgCopies.find((c) => c.mainId === s._id)!.supervisor).toBe(teacher._id);
    expect((await t.call('POST', path, { body: { supervisorUsername: 'GET0000' } })).status).toBe(404);
    expect((await t.call('POST', path, { body: {} })).status).toBe(400);
    const neoTeacher = t.sandbox.state.students.supervisors.find((p) => p.organizationId === t.orgId('neo'))!;
    expect((await t.call('POST', path, { body: { supervisorUsername: neoTeacher.username } })).status).toBe(404);
  });
});
