import { tableToCsv } from '@/lib/csv/export';
import { importFieldLabels, importFields, type ImportField } from '@/lib/csv/fields';
import { buildXlsx, type ListValidation } from './write-xlsx';

/** What the template's drop-downs offer: names as the API and the directory know them. */
export interface TemplateLists {
  countries: string[];
  cities: string[];
  schools: string[];
  grades: string[];
  /** Said on the lists sheet: what the lists hold, or why one is missing (with the request id). */
  notes: string[];
}

/** The template's columns: the import's fields in the words of the mapping screen, which the import recognises. */
export const templateHeaders: string[] = importFields.map((f) => importFieldLabels[f]);

/** Rows of the template a drop-down covers. */
export const templateRows = 5000;

const column = (field: ImportField) => String.fromCharCode(65 + importFields.indexOf(field));

/** One example student, filled with the lists' first values where there are some. */
export function templateExampleRow(lists: Pick<TemplateLists, 'countries' | 'cities' | 'schools'>): string[] {
  const example: Record<ImportField, string> = {
    firstName: 'Nino',
    lastName: 'Beridze',
    birth: '03/05/2012',
    sex: 'f',
    email: 'nino.beridze@example.org',
    phone: '555 123 456',
    country: lists.countries.find((c) => /georgia/i.test(c)) ?? lists.countries[0] ?? 'Georgia',
    city: lists.cities[0] ?? 'Tbilisi',
    school: lists.schools[0] ?? 'Tbilisi Public School No. 1',
    grade: '5',
    activatedPlatformsThisSeason: '',
    externalRef: 'S-1001',
  };
  return importFields.map((f) => example[f]);
}

/** The CSV template: the header and one example row (delete it before importing). */
export function buildTemplateCsv(lists: TemplateLists): string {
  return tableToCsv([templateHeaders, templateExampleRow(lists)]);
}

const listSheet = 'Lists';
const listColumns = [
  { key: 'countries', title: 'Country names', field: 'country', letter: 'A' },
  { key: 'cities', title: 'City names', field: 'city', letter: 'B' },
  { key: 'schools', title: 'School names', field: 'school', letter: 'C' },
  { key: 'grades', title: 'Grade names', field: 'grade', letter: 'D' },
] as const;

/**
 * The .xlsx template: a Students sheet (header, one example row) whose country, city, school, grade and
 * sex columns offer drop-downs, and a Lists sheet with the values. Only country and grade are closed lists
 * (the API knows no others); a city or school not listed may still be typed, as the directory may not
 * know every one yet.
 */
export function buildTemplateXlsx(lists: TemplateLists): Uint8Array {
  const longest = Math.max(1, ...listColumns.map((c) => lists[c.key].length));
  const listRows: string[][] = [[...listColumns.map((c) => c.title), '', 'About these lists']];
  for (let i = 0; i < Math.max(longest, lists.notes.length); i++) {
    listRows.push([...listColumns.map((c) => lists[c.key][i] ?? ''), '', lists.notes[i] ?? '']);
  }
  const range = (field: ImportField) => `${column(field)}2:${column(field)}${templateRows + 1}`;
  const validations: ListValidation[] = listColumns
    .filter((c) => lists[c.key].length > 0)
    .map((c) => ({
      sheet: 'Students',
      range: range(c.field),
      source: `${listSheet}!$${c.letter}$2:$${c.letter}$${lists[c.key].length + 1}`,
      style: c.key === 'countries' || c.key === 'grades' ? 'stop' : 'warning',
      prompt: `Pick a ${importFieldLabels[c.field].toLowerCase()} from the list (sheet ${listSheet}).`,
    }));
  validations.push({ sheet: 'Students', range: range('sex'), source: '"m,f,n"', style: 'stop', prompt: 'm, f or n.' });
  return buildXlsx(
    [
      {
        name: 'Students',
        rows: [templateHeaders, templateExampleRow(lists)],
        widths: templateHeaders.map((h) => Math.min(32, Math.max(14, h.length + 2))),
      },
      { name: listSheet, rows: listRows, widths: [22, 22, 36, 12, 4, 80] },
    ],
    validations,
  );
}
