import type { OrganizationRecord } from './reference-state';

/**
 * The reference fixtures of server/sandbox/README.md, which documentation and tests rely on by name.
 * Organization ids are fixed (the sandbox uses production's organization ids, spec §1.1).
 */
export const coreOrganizationId = '64a0c0de0000000000000000';

export const seedOrganizations: OrganizationRecord[] = [
  {
    _id: '64a0c0de00000000000000a1',
    name: 'STEM Olympiad',
    slug: 'stem',
    logo: 'https://static.partner-sandbox.test/logos/stem.svg',
    desc: 'Science, technology, engineering and mathematics olympiads for grades 1 to 12.',
    defaultRedirect: '/dashboard',
  },
  {
    _id: '64a0c0de00000000000000a2',
    name: 'HiLingua',
    slug: 'hilingua',
    logo: 'https://static.partner-sandbox.test/logos/hilingua.svg',
    desc: 'Language competitions and certificates.',
    defaultRedirect: '/home',
  },
  {
    _id: '64a0c0de00000000000000a3',
    name: 'NEO',
    slug: 'neo',
    logo: 'https://static.partner-sandbox.test/logos/neo.svg',
    desc: 'Natural sciences olympiad.',
    defaultRedirect: '/dashboard',
  },
  {
    _id: '64a0c0de00000000000000a4',
    name: 'GMath',
    slug: 'gmath',
    logo: 'https://static.partner-sandbox.test/logos/gmath.svg',
    desc: 'Mathematics competitions.',
    defaultRedirect: '/dashboard',
  },
  {
    _id: '64a0c0de00000000000000a5',
    name: 'Coding',
    slug: 'coding',
    logo: 'https://static.partner-sandbox.test/logos/coding.svg',
    desc: 'Programming contests.',
    defaultRedirect: '/contests',
  },
];

export interface SeedCountry {
  name: string;
  iso2: string;
  iso3: string;
  tz?: string;
  dialCode?: string;
  flag?: string;
  selectable: boolean;
  cities: Array<{ name: string; stateCode: string; schools: string[] }>;
}

export const seedCountries: SeedCountry[] = [
  {
    name: 'GEORGIA',
    iso2: 'GE',
    iso3: 'GEO',
    tz: 'Asia/Tbilisi',
    dialCode: '+995',
    flag: '🇬🇪',
    selectable: true,
    cities: [
      { name: 'Tbilisi', stateCode: 'TB', schools: ['Tbilisi Public School No. 1', 'Tbilisi Public School No. 2'] },
      { name: 'Batumi', stateCode: 'AJ', schools: ['Batumi Public School No. 3'] },
    ],
  },
  {
    name: 'AZERBAIJAN',
    iso2: 'AZ',
    iso3: 'AZE',
    tz: 'Asia/Baku',
    dialCode: '+994',
    flag: '🇦🇿',
    selectable: true,
    cities: [{ name: 'Baku', stateCode: 'BA', schools: ['Baku School No. 6'] }],
  },
  {
    name: 'UNITED STATES',
    iso2: 'US',
    iso3: 'USA',
    tz: 'America/New_York',
    dialCode: '+1',
    flag: '🇺🇸',
    selectable: true,
    cities: [{ name: 'Boston', stateCode: 'MA', schools: ['Boston Latin School'] }],
  },
  // The country that cannot be selected (spec §2 "Country"): no tz, dial code or flag either.
  { name: 'ANTARCTICA', iso2: 'AQ', iso3: 'ATA', selectable: false, cities: [] },
];

/** Reference records are dated from here on, one minute apart, in creation order. */
export const referenceEpoch = Date.UTC(2023, 0, 15, 8, 0, 0);
