import { tableToCsv } from '@/lib/csv/export';
import { importFields, type ImportField } from '@/lib/csv/fields';
import type { WordingTranslator } from '@/lib/i18n/api-wording';
import { sayText, type ServerSay } from '@/lib/i18n/server-says';
import { buildXlsx, type ListValidation } from './write-xlsx';

type ListKey = 'countries' | 'cities' | 'schools' | 'grades';

/** What the Lists sheet says about its lists, by code (worded in the reader's language). */
export type TemplateNote =
  /** Where the lists come from; `scoped` for a coordinator, whose schools are their own. */
  | { code: 'whereFrom'; scoped: boolean }
  /** Keep the header row, delete the example row. */
  | { code: 'keepHeader' }
  /** A list the API could not give, why (the API's error, as the console says it) and the request id. */
  | { code: 'listUnread'; list: 'countries' | 'grades'; say: ServerSay; requestId: string };

/** What the template's drop-downs offer: names as the API and the directory know them. */
export interface TemplateLists {
  countries: string[];
  cities: string[];
  schools: string[];
  grades: string[];
  /** Said on the lists sheet: what the lists hold, or why one is missing (with the request id). */
  notes: TemplateNote[];
}

/**
 * The template's own words in the reader's language: its columns (the mapping screen's names of the fields, which
 * the import recognises in every language: lib/csv/header-aliases.ts), its sheets, the lists' titles, prompts and
 * notes. The example row and the lists are data and stay as they are.
 */
export interface TemplateWords {
  headers: Record<ImportField, string>;
  studentsSheet: string;
  listsSheet: string;
  listTitles: Record<ListKey, string>;
  aboutLists: string;
  /** The prompt of a column's drop-down: pick from the list on the sheet. */
  pick: Record<ListKey, string>;
  pickSex: string;
  note: (note: TemplateNote) => string;
}

/** The template's words from the catalogs (`importFields`, `importTemplate`, `serverSays`), with a root translator. */
export function templateWordsFrom(t: WordingTranslator): TemplateWords {
  const listsSheet = t('importTemplate.listsSheet');
  const listTitle = (list: ListKey) => t(`importTemplate.lists.${list}`);
  return {
    headers: Object.fromEntries(importFields.map((f) => [f, t(`importFields.${f}`)])) as Record<ImportField, string>,
    studentsSheet: t('importTemplate.studentsSheet'),
    listsSheet,
    listTitles: {
      countries: listTitle('countries'),
      cities: listTitle('cities'),
      schools: listTitle('schools'),
      grades: listTitle('grades'),
    },
    aboutLists: t('importTemplate.aboutLists'),
    pick: {
      countries: t('importTemplate.pick.countries', { sheet: listsSheet }),
      cities: t('importTemplate.pick.cities', { sheet: listsSheet }),
      schools: t('importTemplate.pick.schools', { sheet: listsSheet }),
      grades: t('importTemplate.pick.grades', { sheet: listsSheet }),
    },
    pickSex: t('importTemplate.pickSex'),
    note: (note) => {
      if (note.code === 'whereFrom')
        return t(note.scoped ? 'importTemplate.whereFromScoped' : 'importTemplate.whereFrom');
      if (note.code === 'keepHeader')
        return t('importTemplate.keepHeader', { sheet: t('importTemplate.studentsSheet') });
      return t('importTemplate.listUnread', {
        list: listTitle(note.list),
        why: sayText(note.say, t),
        requestId: note.requestId,
      });
    },
  };
}

/** The template's columns in the reader's words, which the import recognises. */
export function templateHeaders(words: Pick<TemplateWords, 'headers'>): string[] {
  return importFields.map((f) => words.headers[f]);
}

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
export function buildTemplateCsv(lists: TemplateLists, words: TemplateWords): string {
  return tableToCsv([templateHeaders(words), templateExampleRow(lists)]);
}

const listColumns = [
  { key: 'countries', field: 'country', letter: 'A' },
  { key: 'cities', field: 'city', letter: 'B' },
  { key: 'schools', field: 'school', letter: 'C' },
  { key: 'grades', field: 'grade', letter: 'D' },
] as const;

/** A sheet's name as a formula writes it: quoted when it holds more than plain letters, digits and underscores. */
export function sheetReference(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/**
 * The .xlsx template: a Students sheet (header, one example row) whose country, city, school, grade and
 * sex columns offer drop-downs, and a Lists sheet with the values. Only country and grade are closed lists
 * (the API knows no others); a city or school not listed may still be typed, as the directory may not
 * know every one yet.
 */
export function buildTemplateXlsx(lists: TemplateLists, words: TemplateWords): Uint8Array {
  const headers = templateHeaders(words);
  const students = words.studentsSheet;
  const longest = Math.max(1, ...listColumns.map((c) => lists[c.key].length));
  const listRows: string[][] = [[...listColumns.map((c) => words.listTitles[c.key]), '', words.aboutLists]];
  for (let i = 0; i < Math.max(longest, lists.notes.length); i++) {
    const note = lists.notes[i];
    listRows.push([...listColumns.map((c) => lists[c.key][i] ?? ''), '', note ? words.note(note) : '']);
  }
  const range = (field: ImportField) => `${column(field)}2:${column(field)}${templateRows + 1}`;
  const validations: ListValidation[] = listColumns
    .filter((c) => lists[c.key].length > 0)
    .map((c) => ({
      sheet: students,
      range: range(c.field),
      source: `${sheetReference(words.listsSheet)}!$${c.letter}$2:$${c.letter}$${lists[c.key].length + 1}`,
      style: c.key === 'countries' || c.key === 'grades' ? 'stop' : 'warning',
      prompt: words.pick[c.key],
    }));
  validations.push({ sheet: students, range: range('sex'), source: '"m,f,n"', style: 'stop', prompt: words.pickSex });
  return buildXlsx(
    [
      {
        name: students,
        rows: [headers, templateExampleRow(lists)],
        widths: headers.map((h) => Math.min(32, Math.max(14, h.length + 2))),
      },
      { name: words.listsSheet, rows: listRows, widths: [22, 22, 36, 12, 4, 80] },
    ],
    validations,
  );
}
