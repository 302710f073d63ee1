/**
 * A generated student file for the import e2e: `count` rows of the demo coordinator's school, one repeated
 * address and one school the API does not know where the row puts it (their school, in the city of Batumi).
 */
export const headers = [
  'First name',
  'Last name',
  'Date of birth',
  'Sex',
  'E-mail',
  'Country',
  'City',
  'School',
  'Grade',
  'Student ID',
];

export interface GeneratedFile {
  text: string;
  /** File rows (header = 1) of the planted problems. */
  wrongSchoolRow: number;
  duplicateRow: number;
  duplicateOfRow: number;
}

export function generateStudentFile(count: number, tag: string): GeneratedFile {
  const wrongSchoolIndex = 5;
  const duplicateIndex = 10;
  const duplicateOfIndex = 3;
  const email = (i: number) => `e2e-${tag}-${i}@example.test`;
  const lines = [headers.join(',')];
  for (let i = 0; i < count; i++) {
    const city = i === wrongSchoolIndex ? 'Batumi' : 'Tbilisi';
    const address = i === duplicateIndex ? email(duplicateOfIndex).toUpperCase() : email(i);
    const birth = `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2011`;
    lines.push(
      [
        `Nino${i}`,
        `Beridze${i}`,
        birth,
        ['m', 'f', 'n'][i % 3],
        address,
        'Georgia',
        city,
        'Tbilisi Public School No. 1',
        String((i % 12) + 1),
        `S-${i}`,
      ].join(','),
    );
  }
  return {
    text: lines.join('\r\n') + '\r\n',
    wrongSchoolRow: wrongSchoolIndex + 2,
    duplicateRow: duplicateIndex + 2,
    duplicateOfRow: duplicateOfIndex + 2,
  };
}

/** A file of `count` valid rows of the demo coordinator's school and city, with unique addresses; `over` changes rows by index. */
export function studentFile(
  count: number,
  tag: string,
  over: Record<number, { school?: string; city?: string; birth?: string; sex?: string }> = {},
): string {
  const lines = [headers.join(',')];
  for (let i = 0; i < count; i++) {
    const birth =
      over[i]?.birth ?? `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2011`;
    const city = over[i]?.city ?? 'Tbilisi';
    const school = over[i]?.school ?? 'Tbilisi Public School No. 1';
    lines.push(
      [
        `Lela${i}`,
        `Kapanadze${i}`,
        birth,
        over[i]?.sex ?? ['m', 'f', 'n'][i % 3],
        `e2e-${tag}-${i}@example.test`,
        'Georgia',
        city,
        school,
        String((i % 12) + 1),
        `S-${i}`,
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
