import type { Sandbox } from '../kernel/sandbox';
import type { ReferenceState } from './reference-state';
import { coreOrganizationId, referenceEpoch, seedCountries, seedOrganizations } from './seed-data';

/** Builds the reference data: countries, cities, schools, grades `1`..`12` (in that order), organizations. */
export function seedReference(sandbox: Sandbox): ReferenceState {
  let minute = 0;
  const stamp = () => {
    const at = new Date(referenceEpoch + minute++ * 60_000).toISOString();
    return { createdAt: at, updatedAt: at };
  };
  const state: ReferenceState = {
    countries: [],
    unselectableCountryIds: [],
    cities: [],
    schools: [],
    grades: [],
    organizations: seedOrganizations.map((o) => ({ ...o })),
    coreOrganizationId,
  };
  for (const seed of seedCountries) {
    const country = {
      _id: sandbox.newId(),
      name: seed.name,
      iso2: seed.iso2,
      iso3: seed.iso3,
      ...(seed.tz ? { tz: seed.tz } : {}),
      ...(seed.dialCode ? { dialCode: seed.dialCode } : {}),
      ...(seed.flag ? { flag: seed.flag } : {}),
      ...stamp(),
      __v: 0,
    };
    state.countries.push(country);
    if (!seed.selectable) state.unselectableCountryIds.push(country._id);
    for (const city of seed.cities) {
      const cityId = sandbox.newId();
      state.cities.push({ _id: cityId, name: city.name, country: country._id, stateCode: city.stateCode, ...stamp() });
      for (const school of city.schools) {
        state.schools.push({ _id: sandbox.newId(), name: school, country: country._id, city: cityId, ...stamp() });
      }
    }
  }
  for (let grade = 1; grade <= 12; grade++)
    state.grades.push({ _id: sandbox.newId(), name: String(grade), ...stamp() });
  return state;
}
