import type { OrganizationSlug } from '@/lib/partner-api/permissions';

/** Country as answered (spec §2 "Country"). */
export interface CountryRecord {
  _id: string;
  name: string;
  iso2: string;
  iso3: string;
  tz?: string;
  dialCode?: string;
  flag?: string;
  createdAt: string;
  updatedAt: string;
  __v: number;
}

/** City as resolved into a student (spec §2 "Student record"). */
export interface CityRecord {
  _id: string;
  name: string;
  country: string;
  stateCode: string;
  createdAt: string;
  updatedAt: string;
}

export interface SchoolRecord {
  _id: string;
  name: string;
  country: string;
  city: string;
  createdAt: string;
  updatedAt: string;
}

export interface GradeRecord {
  _id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** Organization as answered: exactly these fields (spec §2 "Organization"). */
export interface OrganizationRecord {
  _id: string;
  name: string;
  slug: OrganizationSlug;
  logo?: string;
  desc?: string;
  defaultRedirect?: string;
}

/** Read-only reference data (spec §1.6). Arrays are in creation order. */
export interface ReferenceState {
  /** Every country, selectable or not; answer only through the helpers below. */
  countries: CountryRecord[];
  /** Countries that cannot be selected: left out of lists, fetched like an unknown id (spec §2). */
  unselectableCountryIds: string[];
  cities: CityRecord[];
  schools: SchoolRecord[];
  /** Oldest first: `1` to `12`. */
  grades: GradeRecord[];
  /** The five; the core record is not among them. */
  organizations: OrganizationRecord[];
  /** Id of the core record, which holds every student and is never listed (spec §1.3). */
  coreOrganizationId: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function selectableCountries(ref: ReferenceState): CountryRecord[] {
  return ref.countries.filter((c) => !ref.unselectableCountryIds.includes(c._id));
}

/** A selectable country by id; an unselectable one is like an unknown id. */
export function findCountryById(ref: ReferenceState, id: string): CountryRecord | undefined {
  if (ref.unselectableCountryIds.includes(id)) return undefined;
  return ref.countries.find((c) => c._id === id);
}

export function findCountryByIso2(ref: ReferenceState, iso2: string): CountryRecord | undefined {
  return selectableCountries(ref).find((c) => c.iso2 === iso2.toUpperCase());
}

export function findGradeById(ref: ReferenceState, id: string): GradeRecord | undefined {
  return ref.grades.find((g) => g._id === id);
}

/** A grade by id, or by name `1` to `12` (spec §4.3). */
export function findGradeByIdOrName(ref: ReferenceState, value: string): GradeRecord | undefined {
  return ref.grades.find((g) => g._id === value) ?? ref.grades.find((g) => g.name === value.trim());
}

export function findCityById(ref: ReferenceState, id: string): CityRecord | undefined {
  return ref.cities.find((c) => c._id === id);
}

/** A city of the country by id, or by name case-insensitive (spec §4.3). */
export function findCityByIdOrName(ref: ReferenceState, countryId: string, value: string): CityRecord | undefined {
  const inCountry = ref.cities.filter((c) => c.country === countryId);
  return inCountry.find((c) => c._id === value) ?? inCountry.find((c) => sameName(c.name, value));
}

export function findSchoolById(ref: ReferenceState, id: string): SchoolRecord | undefined {
  return ref.schools.find((s) => s._id === id);
}

/** A school of the country and city by id, or by name case-insensitive (spec §4.3). */
export function findSchoolByIdOrName(
  ref: ReferenceState,
  countryId: string,
  cityId: string,
  value: string,
): SchoolRecord | undefined {
  const inCity = ref.schools.filter((s) => s.country === countryId && s.city === cityId);
  return inCity.find((s) => s._id === value) ?? inCity.find((s) => sameName(s.name, value));
}

export function organizationById(ref: ReferenceState, id: string): OrganizationRecord | undefined {
  return ref.organizations.find((o) => o._id === id);
}

export function organizationBySlug(ref: ReferenceState, slug: string): OrganizationRecord {
  const organization = ref.organizations.find((o) => o.slug === slug);
  if (!organization) throw new Error(`No organization with slug ${slug} in the sandbox seed`);
  return organization;
}
