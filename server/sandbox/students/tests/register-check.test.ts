import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../testing';
import { register, registration, seedRefs } from './fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});

describe('registerStudent', () => {
  it('§4.8 registerStudent: 201, message, the record with ids, username issued, common by default', async () => {
    const refs = seedRefs(t);
    const r = await t.call('POST', '/student', {
      body: registration(t, { email: 'Nino.NEW@Example.GE', phone: '555 12 34' }),
    });
    expect(r.status).toBe(201);
    expect(r.json.message).toBe('Student registered successfully.');
    const s = r.json.data;
    expect(s).toMatchObject({
      email: 'nino.new@example.ge',
      emailConfirmed: false,
      fullName: 'Nino Beridze',
      phone: '555 12 34',
      country: refs.georgia._id,
      city: refs.tbilisi._id,
      school: refs.school1._id,
      grade: refs.grade('7')._id,
      activatedPlatformsThisSeason: ['common'],
    });
    expect(s._id).toMatch(/^[0-9a-f]{24}$/);
    expect(s.username).toMatch(/^GE[A-Z]\d+$/);
    expect(s).not.toHaveProperty('passwordHash');
    expect(s).not.toHaveProperty('ownerAccountId');
  });

  it('§1.8 / §4.8 registerStudent sends one welcome e-mail', async () => {
    const s = await register(t, { email: 'welcome.me@example.ge' });
    const outbox = await t.call('GET', '/__sandbox/emails?to=welcome.me@example.ge', { token: null });
    expect(outbox.json.data).toHaveLength(1);
    expect(outbox.json.data[0]).toMatchObject({ to: 'welcome.me@example.ge', kind: 'welcome' });
    expect(outbox.json.data[0].subject).toContain(s.username);
  });

  it('§4.8 registerStudent: activatedPlatformsThisSeason kept as sent, duplicates dropped', async () => {
    const s = await register(t, { activatedPlatformsThisSeason: ['stem', 'neo', 'stem'] });
    expect(s.activatedPlatformsThisSeason).toEqual(['stem', 'neo']);
  });

  it('§2 / §4.3 references by id or by name, case-insensitive, stored as ids', async () => {
    const refs = seedRefs(t);
    const byName = await register(t, { city: 'BATUMI', school: 'batumi public school no. 3', grade: '12' });
    expect(byName).toMatchObject({ city: refs.batumi._id, school: refs.school3._id, grade: refs.grade('12')._id });
    const byId = await register(t, { city: refs.batumi._id, school: refs.school3._id, grade: refs.grade('1')._id });
    expect(byId).toMatchObject({ city: refs.batumi._id, school: refs.school3._id, grade: refs.grade('1')._id });
  });

  it('§7.6 registerStudent: field rules answer 400 bad_request with the spec messages, nothing created', async () => {
    const before = t.sandbox.state.students.students.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-address' }, 'email must be an email'],
      [{ email: '' }, 'email should not be empty'],
      [{ firstName: '' }, 'firstName should not be empty'],
      [{ birth: '2012-03-14' }, 'birth must be a real date in DD/MM/YYYY format'],
      [{ birth: '29/02/2013' }, 'birth must be a real date in DD/MM/YYYY format'],
      [{ sex: 'x' }, 'sex must be one of the following values: m, f, n'],
      [{ phone: 12 }, 'phone must be a string'],
      [{ email2: 'second@example.com' }, 'email2 must be empty'],
      [{ activatedPlatformsThisSeason: 'stem' }, 'activatedPlatformsThisSeason must be an array'],
      [{ nickname: 'Nini' }, 'property nickname should not exist'],
      [{ password: 'abc' }, 'password must be longer than or equal to 5 characters'],
    ];
    for (const [override, message] of cases) {
      const r = await t.call('POST', '/student', { body: registration(t, override) });
      expect(r.status, message).toBe(400);
      expect(r.json.error.code).toBe('bad_request');
      expect(r.json.error.message).toBe(message);
    }
    const core = await t.call('POST', '/student', {
      body: registration(t, { activatedPlatformsThisSeason: ['core'] }),
    });
    expect(core.status).toBe(400);
    expect(core.json.error.message).toMatch(/activatedPlatformsThisSeason must be one of the following values/);
    expect(t.sandbox.state.students.students.length).toBe(before);
  });

  it('§1 conventions: a body with another content type is ignored and yields the errors of an empty body', async () => {
    const r = await t.call('POST', '/student', {
      body: JSON.stringify(registration(t)),
      headers: { 'content-type': 'text/plain' },
    });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('firstName should not be empty');
  });

  it('§4.3 / §7.6 unknown references answer 400 with their messages; the API creates no reference data', async () => {
    const refs = seedRefs(t);
    const refCount = () => t.sandbox.state.reference.cities.length + t.sandbox.state.reference.schools.length;
    const before = refCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ country: 'ffffffffffffffffffffffff' }, 'country is not a known country.'],
      [{ grade: '13' }, 'grade is not a known grade. This API does not create reference data.'],
      [{ city: 'Kutaisi' }, 'city is not a known city. This API does not create reference data.'],
      [{ school: 'Hogwarts' }, 'school is not a known school. This API does not create reference data.'],
      [{ city: 'Baku' }, 'city is not a known city. This API does not create reference data.'],
      [
        { country: refs.azerbaijan._id, school: 'Baku School No. 6' },
        'city is not a known city. This API does not create reference data.',
      ],
    ];
    for (const [override, message] of cases) {
      const r = await t.call('POST', '/student', { body: registration(t, override) });
      expect(r.status, message).toBe(400);
      expect(r.json.error.message).toBe(message);
    }
    expect(refCount()).toBe(before);
  });

  it('§4.3 a country whose students cannot be given a username is refused', async () => {
    const r = await t.call('POST', '/student', { body: registration(t, { country: seedRefs(t).unselectable._id }) });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/^country cannot be selected/);
  });

  it('§4.8 / §2 registerStudent: 409 for an address registered on the whole platform, by any account; the message does not say whose', async () => {
    const other = await register(t, { email: 'taken@example.ge' }, 'second');
    const r = await t.call('POST', '/student', { body: registration(t, { email: 'TAKEN@example.ge' }) });
    expect(r.status).toBe(409);
    expect(r.json.error.code).toBe('conflict');
    expect(r.json.error.message).not.toContain(other._id);
    expect(r.json.error.message.toLowerCase()).not.toContain('other partner');
    const mine = await t.call('POST', '/student', {
      body: registration(t, { email: 'taken@example.ge' }),
      as: 'second',
    });
    expect(mine.status).toBe(409);
  });

  it('§4.8 registerStudent takes a password, stored hashed and never returned; one containing the name is refused', async () => {
    const s = await register(t, { password: 'Sunflower-42' });
    expect(s).not.toHaveProperty('password');
    expect(t.sandbox.state.students.students.find((x) => x._id === s._id)!.passwordHash).toMatch(/^scrypt\$/);
    const r = await t.call('POST', '/student', { body: registration(t, { password: 'beridze2012' }) });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe("password must not contain the student's surname");
  });

  it('§5 registerStudent needs student/create on core: the read-only account gets 403', async () => {
    const r = await t.call('POST', '/student', { body: registration(t), as: 'readOnly' });
    expect(r.status).toBe(403);
  });
});

describe('checkStudentRegistration', () => {
  it('§4.3 check: a good body is valid, resolved ids, no duplicate, nothing created', async () => {
    const refs = seedRefs(t);
    const before = t.sandbox.state.students.students.length;
    const counter = t.sandbox.state.students.usernameCounter;
    const body = registration(t);
    for (let i = 0; i < 3; i++) {
      const r = await t.call('POST', '/student/check', { body });
      expect(r.status).toBe(200);
      expect(r.json.message).toBe('Registration checked. Nothing was created.');
      expect(r.json.data).toEqual({
        valid: true,
        problems: [],
        resolved: {
          country: refs.georgia._id,
          grade: refs.grade('7')._id,
          city: refs.tbilisi._id,
          school: refs.school1._id,
        },
        duplicate: { sameAccount: false },
      });
    }
    expect(t.sandbox.state.students.students.length).toBe(before);
    expect(t.sandbox.state.students.usernameCounter).toBe(counter);
    expect((await t.call('GET', '/__sandbox/emails?to=' + String(body.email), { token: null })).json.data).toHaveLength(
      0,
    );
  });

  it('§4.3 check: every unmatched reference is a problem; inside an unmatched country or city nothing is looked up', async () => {
    const r = await t.call('POST', '/student/check', {
      body: registration(t, { grade: '0', city: 'Kutaisi', school: 'Anything' }),
    });
    expect(r.status).toBe(200);
    expect(r.json.data.valid).toBe(false);
    expect(r.json.data.problems).toEqual([
      { field: 'grade', message: 'grade is not a known grade. This API does not create reference data.' },
      { field: 'city', message: 'city is not a known city. This API does not create reference data.' },
    ]);
    expect(r.json.data.resolved).toMatchObject({ grade: null, city: null, school: null });
    const country = await t.call('POST', '/student/check', {
      body: registration(t, { country: 'ffffffffffffffffffffffff' }),
    });
    expect(country.json.data.problems).toEqual([{ field: 'country', message: 'country is not a known country.' }]);
    expect(country.json.data.resolved).toMatchObject({ country: null, city: null, school: null });
  });

  it('§4.3 check: a country whose students cannot be given a username is listed', async () => {
    const r = await t.call('POST', '/student/check', {
      body: registration(t, { country: seedRefs(t).unselectable._id }),
    });
    expect(r.json.data.valid).toBe(false);
    expect(r.json.data.problems[0]).toMatchObject({ field: 'country' });
    expect(r.json.data.problems[0].message).toMatch(/username/);
  });

  it('§4.3 check: one of your students has the email -> sameAccount true with its id, nothing else looked up', async () => {
    const s = await register(t);
    const r = await t.call('POST', '/student/check', {
      body: registration(t, { email: s.email.toUpperCase(), grade: '99' }),
    });
    expect(r.json.data).toEqual({
      valid: false,
      problems: [],
      resolved: { country: null, grade: null, city: null, school: null },
      duplicate: { sameAccount: true, studentId: s._id },
    });
  });

  it("§4.3 check: only your own students are checked; another account's address gives valid true", async () => {
    const s = await register(t, {}, 'second');
    const r = await t.call('POST', '/student/check', { body: registration(t, { email: s.email }) });
    expect(r.json.data.valid).toBe(true);
    expect(r.json.data.duplicate).toEqual({ sameAccount: false });
  });

  it('§4.3 check: missing or malformed fields, null phone, null activatedPlatformsThisSeason, unknown properties and password are 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ school: undefined }, 'school should not be empty'],
      [{ phone: null }, 'phone must be a string'],
      [{ activatedPlatformsThisSeason: null }, 'activatedPlatformsThisSeason must be an array'],
      [{ password: 'Sunflower-42' }, 'property password should not exist'],
      [{ country: 'GE' }, 'country must be a mongodb id'],
    ];
    for (const [override, message] of cases) {
      const r = await t.call('POST', '/student/check', { body: registration(t, override) });
      expect(r.status, message).toBe(400);
      expect(r.json.error.message).toBe(message);
    }
  });
});
