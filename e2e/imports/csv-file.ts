/** A generated student file for the import e2e: `count` rows, one wrong school and one repeated address. */
export const headers = ['First name', 'Last name', 'Date of birth', 'Sex', 'E-mail', 'Country', 'City', 'School', 'Grade', 'Student ID'];

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
    const school = i === wrongSchoolIndex ? 'Tbilisi Public School No. 99' : 'Tbilisi Public School No. 1';
    const address = i === duplicateIndex ? email(duplicateOfIndex).toUpperCase() : email(i);
    const birth = `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2011`;
    lines.push([`Nino${i}`, `Beridze${i}`, birth, ['m', 'f', 'n'][i % 3], address, 'Georgia', 'Tbilisi', school, String((i % 12) + 1), `S-${i}`].join(','));
  }
  return { text: lines.join('\r\n') + '\r\n', wrongSchoolRow: wrongSchoolIndex + 2, duplicateRow: duplicateIndex + 2, duplicateOfRow: duplicateOfIndex + 2 };
}
