import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing';

const t = createTestSandbox({ rateLimit: false });
const unknownId = 'ffffffffffffffffffffffff';

describe('reference data (spec §4.2)', () => {
  it('§4.2 listCountries: selectable countries only, unselectable left out of the list and the total', async () => {
    const res = await t.call('GET', '/country');
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Countries fetched successfully.');
    expect(res.json.data.map((c: { iso2: string }) => c.iso2).sort()).toEqual(['AZ', 'GE', 'US']);
    expect(res.json.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    const georgia = res.json.data.find((c: { iso2: string }) => c.iso2 === 'GE');
    expect(georgia).toMatchObject({ name: 'GEORGIA', iso3: 'GEO', tz: 'Asia/Tbilisi' });
    expect(georgia._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('§4.2 getCountry answers one country; an unselectable one answers like an unknown id', async () => {
    const list = await t.call('GET', '/country');
    const id = list.json.data[0]._id;
    const one = await t.call('GET', `/country/${id}`);
    expect(one.json).toMatchObject({ success: true, message: 'Country fetched successfully.', data: { _id: id } });
    const hiddenId = t.sandbox.state.reference.unselectableCountryIds[0];
    const hidden = await t.call('GET', `/country/${hiddenId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json.error.message).toBe('Country not found!');
  });

  it("§4.2 single reads: unknown id 404 with the resource's message, malformed id 400", async () => {
    for (const [path, message] of [
      ['country', 'Country not found!'],
      ['grade', 'Grade not found!'],
      ['organization', 'Organization not found!'],
    ]) {
      const missing = await t.call('GET', `/${path}/${unknownId}`);
      expect([missing.status, missing.json.error.code, missing.json.error.message]).toEqual([
        404,
        'not_found',
        message,
      ]);
      const malformed = await t.call('GET', `/${path}/12345`);
      expect([malformed.status, malformed.json.error.code, malformed.json.error.message]).toEqual([
        400,
        'bad_request',
        "Invalid value for '_id': expected ObjectId.",
      ]);
    }
  });

  it('§4.2 listGrades: 1 to 12, oldest first (not sorted by name)', async () => {
    const res = await t.call('GET', '/grade?limit=100');
    expect(res.json.message).toBe('Grades fetched successfully.');
    expect(res.json.data.map((g: { name: string }) => g.name)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    const created = res.json.data.map((g: { createdAt: string }) => g.createdAt);
    expect([...created].sort()).toEqual(created);
    const one = await t.call('GET', `/grade/${res.json.data[4]._id}`);
    expect(one.json).toMatchObject({ message: 'Grade fetched successfully.', data: { name: '5' } });
  });

  it('§8 pagination corrections apply to reference lists', async () => {
    const res = await t.call('GET', '/grade?page=0&limit=1e2');
    expect(res.json.pagination).toEqual({ page: 1, limit: 1, total: 12, totalPages: 12 });
    const past = await t.call('GET', '/grade?page=5&limit=5');
    expect(past.json.data).toEqual([]);
    expect(past.json.pagination.total).toBe(12);
  });

  it('§4.2 listOrganizations: the five, with exactly the fields of §2', async () => {
    const res = await t.call('GET', '/organization');
    expect(res.json.message).toBe('Organizations fetched successfully.');
    expect(res.json.data.map((o: { slug: string }) => o.slug).sort()).toEqual([
      'coding',
      'gmath',
      'hilingua',
      'neo',
      'stem',
    ]);
    for (const org of res.json.data) {
      expect(
        Object.keys(org).every((k) => ['_id', 'name', 'slug', 'logo', 'desc', 'defaultRedirect'].includes(k)),
      ).toBe(true);
    }
  });

  it('§1.3 getOrganization: one of the five; the core record answers 404', async () => {
    const one = await t.call('GET', `/organization/${t.orgId('stem')}`);
    expect(one.json).toMatchObject({ message: 'Organization fetched successfully.', data: { slug: 'stem' } });
    const core = await t.call('GET', `/organization/${t.sandbox.state.reference.coreOrganizationId}`);
    expect([core.status, core.json.error.message]).toEqual([404, 'Organization not found!']);
  });

  it('§1.4 an organization-scoped path takes the id; a slug or a malformed id answers 404 Organization not found!', async () => {
    for (const org of ['stem', '12345', t.sandbox.state.reference.coreOrganizationId]) {
      const res = await t.call('GET', `/${org}/exam-category`);
      expect([res.status, res.json.error.code, res.json.error.message]).toEqual([
        404,
        'not_found',
        'Organization not found!',
      ]);
    }
  });

  it('§4.1 validate-me answers the account object unwrapped, never the secret', async () => {
    const res = await t.call('GET', '/api-account/validate-me');
    expect(Object.keys(res.json).sort()).toEqual(['_id', 'apiKey', 'companyName', 'isActive', 'roles', 'scopes']);
    expect(res.json).toMatchObject({
      apiKey: 'key_demoPartnerAccount000001',
      isActive: true,
      roles: [{ effect: 'allow', action: '*', target: '*' }],
    });
    expect(res.text).not.toContain('secret_');
  });

  it('server/sandbox/README.md seed fixtures: cities and schools by name', () => {
    const ref = t.sandbox.state.reference;
    const names = (countryIso: string) => {
      const country = ref.countries.find((c) => c.iso2 === countryIso)!;
      return ref.cities
        .filter((c) => c.country === country._id)
        .map((city) => [city.name, ref.schools.filter((s) => s.city === city._id).map((s) => s.name)]);
    };
    expect(names('GE')).toEqual([
      ['Tbilisi', ['Tbilisi Public School No. 1', 'Tbilisi Public School No. 2']],
      ['Batumi', ['Batumi Public School No. 3']],
    ]);
    expect(names('AZ')).toEqual([['Baku', ['Baku School No. 6']]]);
    expect(names('US')).toEqual([['Boston', ['Boston Latin School']]]);
  });
});

describe('permission check (spec §5 "Permissions")', () => {
  it('§5 rule 3 a request no role allows answers 403 Insufficient role permissions', async () => {
    const s = createTestSandbox();
    const res = await s.call('POST', '/api-account/revoke-token', { as: 'readOnly', body: {} });
    expect(res.status).toBe(200);
    const write = await s.call('POST', '/student', { as: 'readOnly', body: {} });
    expect([write.status, write.json.error.code, write.json.error.message]).toEqual([
      403,
      'forbidden',
      'Insufficient role permissions',
    ]);
  });

  it('§5 the permission check runs after the organization lookup, on its slug', async () => {
    const s = createTestSandbox();
    await s.call('PATCH', '/__sandbox/accounts/key_demoPartnerAccount000001', {
      token: null,
      body: {
        roles: [
          { effect: 'allow', action: '*', target: '*' },
          { effect: 'disallow', action: 'exam-category/read', target: 'neo' },
        ],
      },
    });
    expect((await s.call('GET', `/${s.orgId('stem')}/exam-category`)).status).toBe(200);
    const neo = await s.call('GET', `/${s.orgId('neo')}/exam-category`);
    expect(neo.status).toBe(403);
    expect((await s.call('GET', '/ffffffffffffffffffffffff/exam-category')).status).toBe(404);
  });
});
