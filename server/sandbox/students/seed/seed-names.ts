/** Small deterministic name lists for the demo students, accented ones included. */
export const femaleFirstNames = [
  'María',
  'Nino',
  'Ana',
  'Elene',
  'Mariam',
  'Ayşe',
  'Leyla',
  'Zoë',
  'Sofia',
  'Emma',
  'Tamar',
  'Chloé',
];
export const maleFirstNames = [
  'Giorgi',
  'Luka',
  'Davit',
  'Nikoloz',
  'Elvin',
  'Murad',
  'José',
  'Liam',
  'Noah',
  'Lucas',
  'Sandro',
  'Jürgen',
];
export const lastNames = [
  'Beridze',
  'Kapanadze',
  'Gelashvili',
  'Lomidze',
  'Tsiklauri',
  'Məmmədov',
  'Aliyev',
  'Hüseynli',
  'García',
  'Müller',
  "O'Brien",
  'Smith',
  'Nguyen',
  'Kowalski',
  'Jaqeli',
  'Şahin',
  'Dvali',
];

/** The teachers seeded per organization, linkable as supervisors by username. */
export const teacherNames: Array<[string, string]> = [
  ['Nana', 'Chkheidze'],
  ['Irakli', 'Abashidze'],
  ['Sabina', 'Quliyeva'],
];

/** Lower-case ASCII for e-mail local parts: accents dropped, other letters folded or removed. */
export function asciiFold(value: string): string {
  return value
    .replace(/[əƏ]/g, 'e')
    .replace(/[ıİ]/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
