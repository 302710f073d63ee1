import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../testing';
import { register, seedRefs } from './fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

describe('getStudent and listStudents', () => {
  it('§2 / §4.8 getStudent answers the student with references resolved into records', async () => {
    const refs = seedRefs(t);
    const s = await register(t);
    const r = await t.call('GET', `/student/${s._id}`);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Student fetched successfully.');
    expect(r.json.data.country).toMatchObject({ _id: refs.georgia._id, name: 'GEORGIA', iso2: 'GE', iso3: 'GEO' });
    expect(Object.keys(r.json.data.city).sort()).toEqual([
      '_id',
      'country',
      'createdAt',
      'name',
      'stateCode',
      'updatedAt',
    ]);
    expect(r.json.data.school).toMatchObject({
      _id: refs.school1._id,
      country: refs.georgia._id,
      city: refs.tbilisi._id,
    });
    expect(r.json.data.grade).toMatchObject({ _id: refs.grade('7')._id, name: '7' });
  });

  it('§2 a resolved supervisor carries _id, mainId, names and username', async () => {
    const demo = t.sandbox.accounts()[0]!._id;
    const withSupervisor = t.sandbox.state.students.students.find((s) => s.ownerAccountId === demo && s.supervisor)!;
    const r = await t.call('GET', `/student/${withSupervisor._id}`);
    expect(Object.keys(r.json.data.supervisor).sort()).toEqual([
      '_id',
      'firstName',
      'fullName',
      'lastName',
      'mainId',
      'username',
    ]);
  });

  it("§1.2 another account's student answers 404 Student not found!, a malformed id 400", async () => {
    const theirs = await register(t, {}, 'second');
    const r = await t.call('GET', `/student/${theirs._id}`);
    expect(r.status).toBe(404);
    expect(r.json.error).toMatchObject({ code: 'not_found', message: 'Student not found!' });
    expect((await t.call('GET', '/student/nope')).status).toBe(400);
  });

  it('§4.3 listStudents: own students only, resolved, paginated with corrections', async () => {
    const r = await t.call('GET', '/student?limit=500&page=0');
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Students fetched successfully.');
    expect(r.json.pagination).toEqual({ page: 1, limit: 100, total: 300, totalPages: 3 });
    expect(r.json.data[0].country).toHaveProperty('iso2');
    const second = await t.call('GET', '/student', { as: 'second' });
    expect(second.json.pagination.total).toBe(6);
    const past = await t.call('GET', '/student?page=99');
    expect(past.json.data).toEqual([]);
    expect(past.json.pagination.total).toBe(300);
  });

  it('§4.3 listStudents email filter: one or many addresses, exact, case-insensitive, own students only', async () => {
    const a = await register(t, { email: 'filter.a@example.ge' });
    const b = await register(t, { email: 'filter.b@example.ge' });
    const theirs = await register(t, { email: 'filter.c@example.ge' }, 'second');
    const one = await t.call('GET', '/student?email=FILTER.A@example.ge');
    expect(one.json.data.map((s: { _id: string }) => s._id)).toEqual([a._id]);
    const many = await t.call(
      'GET',
      `/student?email=${encodeURIComponent('filter.a@example.ge,filter.b@example.ge,' + theirs.email + ',filter@example.ge')}`,
    );
    expect(many.json.data.map((s: { _id: string }) => s._id).sort()).toEqual([a._id, b._id].sort());
    expect(many.json.pagination.total).toBe(2);
    const partial = await t.call('GET', '/student?email=ilter.a@example.ge');
    expect(partial.json.pagination.total).toBe(0);
  });

  it('§4.3 listStudents email filter: 400 when empty, given twice, not an address, or over 100', async () => {
    expect((await t.call('GET', '/student?email=')).status).toBe(400);
    expect((await t.call('GET', '/student?email=a@example.ge&email=b@example.ge')).status).toBe(400);
    expect((await t.call('GET', '/student?email=nope')).status).toBe(400);
    const list = Array.from({ length: 101 }, (_, i) => `s${i}@example.ge`).join(',');
    expect((await t.call('GET', `/student?email=${list}`)).status).toBe(400);
    const hundred = Array.from({ length: 100 }, (_, i) => `s${i}@example.ge`).join(',');
    expect((await t.call('GET', `/student?email=${hundred}`)).status).toBe(200);
  });
});

describe('updateStudent', () => {
  const put = (id: string, body: unknown, as = 'demo') => t.call('PUT', `/student/${id}`, { body, as });

  it('§4.3 updateStudent: 200 Student updated successfully. with the record with ids', async () => {
    const s = await register(t);
    const r = await put(s._id, { grade: '8', phone: '599 00 00' });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Student updated successfully.');
    expect(r.json.data).toMatchObject({ grade: seedRefs(t).grade('8')._id, phone: '599 00 00' });
    expect(typeof r.json.data.country).toBe('string');
  });

  it('§4.3 updateStudent rule 1: password is refused (400)', async () => {
    const s = await register(t);
    const r = await put(s._id, { password: 'Sunflower-42' });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('property password should not exist');
  });

  it('§4.3 updateStudent rule 2: a city or school name is looked up within the request country and city, else the stored ones', async () => {
    const refs = seedRefs(t);
    const s = await register(t);
    const school = await put(s._id, { school: 'tbilisi public school no. 2' });
    expect(school.status).toBe(200);
    const wrongCity = await put(s._id, { school: 'Batumi Public School No. 3' });
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.json.error.message).toBe('school is not a known school. This API does not create reference data.');
    const moved = await put(s._id, { city: 'Batumi', school: 'Batumi Public School No. 3' });
    expect(moved.json.data).toMatchObject({ city: refs.batumi._id, school: refs.school3._id });
    const abroad = await put(s._id, { country: refs.azerbaijan._id, city: 'Baku', school: 'Baku School No. 6' });
    expect(abroad.json.data).toMatchObject({
      country: refs.azerbaijan._id,
      city: refs.baku._id,
      school: refs.bakuSchool._id,
    });
  });

  it('§4.3 updateStudent rule 3: changing firstName or lastName updates fullName', async () => {
    const s = await register(t);
    expect((await put(s._id, { firstName: 'María' })).json.data.fullName).toBe('María Beridze');
    expect((await put(s._id, { lastName: 'Gelashvili' })).json.data.fullName).toBe('María Gelashvili');
  });

  it('§4.3 updateStudent rule 4: names, birth, sex cannot be cleared; phone cleared by empty string, null refused; email null refused', async () => {
    const s = await register(t, { phone: '555' });
    for (const body of [
      { firstName: '' },
      { lastName: null },
      { birth: '' },
      { sex: null },
      { phone: null },
      { email: null },
    ]) {
      const r = await put(s._id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await put(s._id, { email: null })).json.error.message).toBe('email must be a valid email address');
    const cleared = await put(s._id, { phone: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).not.toHaveProperty('phone');
  });

  it('§4.3 updateStudent rule 5: activatedPlatformsThisSeason is added, never removed, no duplicates; empty adds nothing; null refused', async () => {
    const s = await register(t, { activatedPlatformsThisSeason: ['stem'] });
    expect(
      (await put(s._id, { activatedPlatformsThisSeason: ['neo', 'stem'] })).json.data.activatedPlatformsThisSeason,
    ).toEqual(['stem', 'neo']);
    expect((await put(s._id, { activatedPlatformsThisSeason: [] })).json.data.activatedPlatformsThisSeason).toEqual([
      'stem',
      'neo',
    ]);
    expect((await put(s._id, { activatedPlatformsThisSeason: null })).status).toBe(400);
    expect((await put(s._id, { activatedPlatformsThisSeason: ['core'] })).status).toBe(400);
  });

  it('§4.3 updateStudent rule 6: unknown or null references are 400; a city or school name without a country (or city) too', async () => {
    const s = await register(t);
    expect((await put(s._id, { grade: '13' })).json.error.message).toBe(
      'grade is not a known grade. This API does not create reference data.',
    );
    expect((await put(s._id, { country: 'ffffffffffffffffffffffff' })).json.error.message).toBe(
      'country is not a known country.',
    );
    expect((await put(s._id, { city: null })).status).toBe(400);
    // A student stored without country and city (a seeded edge case).
    const stored = t.sandbox.state.students.students.find((x) => x._id === s._id)!;
    delete stored.country;
    delete stored.city;
    expect((await put(s._id, { city: 'Tbilisi' })).json.error.message).toBe(
      'city was given as a name, which can only be resolved together with country.',
    );
    expect((await put(s._id, { school: 'Tbilisi Public School No. 1' })).json.error.message).toMatch(
      /^school was given as a name/,
    );
  });

  it('§4.3 updateStudent rule 7 / §3: an email change sets emailConfirmed false; an address held by any account is 409', async () => {
    const s = await register(t);
    await t.call('POST', `/__sandbox/students/${s._id}/confirm-email`, { token: null });
    const same = await put(s._id, { email: s.email.toUpperCase() });
    expect(same.json.data.emailConfirmed).toBe(true);
    const changed = await put(s._id, { email: 'Changed.Address@example.ge' });
    expect(changed.json.data).toMatchObject({ email: 'changed.address@example.ge', emailConfirmed: false });
    const theirs = await register(t, {}, 'second');
    const taken = await put(s._id, { email: theirs.email });
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).not.toContain(theirs._id);
  });

  it("§4.3 updateStudent rule 8: the same body twice equals once; another account's student is 404", async () => {
    const s = await register(t);
    const body = { firstName: 'Elene', grade: '9', activatedPlatformsThisSeason: ['gmath'] };
    const first = await put(s._id, body);
    t.sandbox.advanceClock(5);
    const second = await put(s._id, body);
    expect(second.json.data).toEqual(first.json.data);
    const theirs = await register(t, {}, 'second');
    expect((await put(theirs._id, { firstName: 'X' })).status).toBe(404);
  });
});
