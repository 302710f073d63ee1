/**
 * The exam catalogue of the sandbox seed, by name (server/sandbox/README.md "Seed fixtures"). Sittings are placed in
 * days from the start of the sandbox clock's first UTC day; `makeUpOf` names the sitting a make-up
 * sitting belongs to. Grades are grade names, countries ISO codes; `price` left out means unpriced.
 */
export interface SeedSitting {
  key: string;
  sessionName: string;
  dayOffset: number;
  makeUpOf?: string;
  simulation?: boolean;
}

export interface SeedExam {
  category: string;
  sitting: string;
  language: string;
  grades: [number, number];
  price?: number;
  countries?: string[];
  preventApplication?: boolean;
}

export interface SeedCatalog {
  slug: string;
  languages: Array<{ name: string; code: string }>;
  categories: Array<{ name: string; altName?: string; isActive: boolean }>;
  sittings: SeedSitting[];
  exams: SeedExam[];
}

const english = { name: 'English', code: 'en' };
const georgian = { name: 'Georgian', code: 'ka' };

export const stemCatalog: SeedCatalog = {
  slug: 'stem',
  languages: [english, georgian],
  categories: [
    { name: 'Mathematics', altName: 'მათემატიკა', isActive: true },
    { name: 'Science', altName: 'საბუნებისმეტყველო', isActive: true },
    { name: 'Robotics', isActive: true },
    { name: 'Astronomy (archived)', isActive: false },
  ],
  sittings: [
    { key: 'main', sessionName: 'Autumn round', dayOffset: 21, simulation: true },
    { key: 'makeUp', sessionName: 'Autumn round (make-up)', dayOffset: 23, makeUpOf: 'main' },
    { key: 'spring', sessionName: 'Spring round', dayOffset: 49 },
    { key: 'past', sessionName: 'Summer round', dayOffset: -30 },
  ],
  exams: [
    { category: 'Mathematics', sitting: 'main', language: 'en', grades: [5, 9], price: 0 },
    { category: 'Mathematics', sitting: 'main', language: 'ka', grades: [5, 9], price: 0 },
    { category: 'Mathematics', sitting: 'main', language: 'en', grades: [10, 12], price: 0, countries: ['GE'] },
    { category: 'Science', sitting: 'main', language: 'en', grades: [5, 9], price: 25 },
    { category: 'Science', sitting: 'main', language: 'ka', grades: [5, 9], price: 25 },
    { category: 'Science', sitting: 'spring', language: 'en', grades: [5, 9], price: 25 },
    { category: 'Science', sitting: 'spring', language: 'ka', grades: [5, 9], price: 30 },
    { category: 'Mathematics', sitting: 'makeUp', language: 'en', grades: [5, 9], price: 0 },
    { category: 'Robotics', sitting: 'main', language: 'en', grades: [5, 9] },
    { category: 'Robotics', sitting: 'main', language: 'en', grades: [10, 12], price: 10, preventApplication: true },
    { category: 'Astronomy (archived)', sitting: 'main', language: 'en', grades: [5, 9], price: 10 },
    { category: 'Astronomy (archived)', sitting: 'main', language: 'ka', grades: [5, 9], price: 10 },
    { category: 'Mathematics', sitting: 'past', language: 'en', grades: [5, 9], price: 0 },
    { category: 'Mathematics', sitting: 'past', language: 'ka', grades: [5, 9], price: 0 },
    { category: 'Science', sitting: 'past', language: 'en', grades: [5, 9], price: 25 },
  ],
};

export const otherCatalogs: SeedCatalog[] = [
  {
    slug: 'hilingua',
    languages: [english, { name: 'German', code: 'de' }],
    categories: [
      { name: 'Language Olympiad', isActive: true },
      { name: 'Certificates', isActive: true },
    ],
    sittings: [
      { key: 'main', sessionName: 'Winter session', dayOffset: 28 },
      { key: 'past', sessionName: 'Summer session', dayOffset: -45 },
    ],
    exams: [
      { category: 'Language Olympiad', sitting: 'main', language: 'en', grades: [3, 12], price: 15 },
      {
        category: 'Language Olympiad',
        sitting: 'main',
        language: 'de',
        grades: [5, 12],
        price: 20,
        countries: ['GE', 'AZ'],
      },
      { category: 'Certificates', sitting: 'main', language: 'en', grades: [9, 12], price: 40 },
      { category: 'Language Olympiad', sitting: 'past', language: 'en', grades: [3, 12], price: 15 },
    ],
  },
  {
    slug: 'neo',
    languages: [english, georgian],
    categories: [{ name: 'Natural Sciences', isActive: true }],
    sittings: [{ key: 'main', sessionName: 'NEO 2027', dayOffset: 35 }],
    exams: [
      { category: 'Natural Sciences', sitting: 'main', language: 'en', grades: [1, 12], price: 0 },
      { category: 'Natural Sciences', sitting: 'main', language: 'ka', grades: [1, 12], price: 0 },
    ],
  },
  {
    slug: 'gmath',
    languages: [english, georgian],
    categories: [{ name: 'Mathematics Cup', isActive: true }],
    sittings: [{ key: 'main', sessionName: 'Cup round 1', dayOffset: 14 }],
    exams: [
      { category: 'Mathematics Cup', sitting: 'main', language: 'en', grades: [1, 12], price: 10 },
      { category: 'Mathematics Cup', sitting: 'main', language: 'ka', grades: [1, 12], price: 10 },
    ],
  },
  {
    slug: 'coding',
    languages: [english],
    categories: [{ name: 'Coding Contest', isActive: true }],
    sittings: [{ key: 'main', sessionName: 'Online contest', dayOffset: 42 }],
    exams: [{ category: 'Coding Contest', sitting: 'main', language: 'en', grades: [5, 12] }],
  },
];
