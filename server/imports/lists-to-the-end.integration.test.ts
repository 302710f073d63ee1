import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { loadImportSetup } from './service';
import { loadTemplateLists } from './template-lists';

let fixture: ScopeFixture;
const wanted = 130;
let lastName = '';

beforeAll(async () => {
  fixture = await startScopeFixture();
  // The sandbox's account gets 130 selectable countries: two pages of the API's 100.
  const reference = fixture.sandbox.state.reference;
  const selectable = () => reference.countries.filter((c) => !reference.unselectableCountryIds.includes(c._id)).length;
  const at = new Date().toISOString();
  for (let i = 0; selectable() < wanted; i++) {
    lastName = `Zeta Land ${String(i).padStart(3, '0')}`;
    const code = `Z${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`;
    reference.countries.push({
      _id: `f${String(i).padStart(23, '0')}`,
      name: lastName,
      iso2: code.slice(0, 2),
      iso3: code,
      createdAt: at,
      updatedAt: at,
      __v: 0,
    } as (typeof reference.countries)[number]);
  }
}, 180_000);

afterAll(async () => fixture?.stop());

describe("lists read to their end, past the API's page of 100", () => {
  it("the import's country lookup has every country", async () => {
    const { countries } = await loadImportSetup(scopeUsers.admin);
    expect(countries).toHaveLength(wanted);
    expect(countries.map((c) => c.name)).toContain(lastName);
  });

  it("the template's country list has every country", async () => {
    const lists = await loadTemplateLists(await getDb(), scopeUsers.admin);
    expect(lists.countries).toHaveLength(wanted);
    expect(lists.countries).toContain(lastName);
  });
});
