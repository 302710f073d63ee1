import { importFieldLabels, importFields, requiredImportFields, type ImportField } from './fields';
import { headerAliases, headerPrefixes, normalizeHeader } from './header-aliases';

/** Which column (0-based index into the header row) fills each field; null when none does. Plain JSON. */
export type ColumnMapping = Record<ImportField, number | null>;

export interface MappingProblem {
  code: 'required_field_unmapped' | 'column_used_twice' | 'column_out_of_range';
  field: ImportField;
  /** The column concerned, when there is one. */
  column: number | null;
  /** For a column used twice: the field that has it already. */
  otherField?: ImportField;
  message: string;
}

export function emptyMapping(): ColumnMapping {
  return Object.fromEntries(importFields.map((f) => [f, null])) as ColumnMapping;
}

const aliasToField: ReadonlyMap<string, ImportField> = new Map(
  importFields.flatMap((field) => headerAliases[field].map((alias) => [normalizeHeader(alias), field] as const)),
);
const normalizedPrefixes = headerPrefixes.map(normalizeHeader).sort((a, b) => b.length - a.length);

/** The field a header names, exactly or after a prefix such as "Student", else null. */
export function matchHeader(header: string): ImportField | null {
  const key = normalizeHeader(header);
  if (key === '') return null;
  const exact = aliasToField.get(key);
  if (exact) return exact;
  for (const prefix of normalizedPrefixes) {
    if (key.length > prefix.length && key.startsWith(prefix)) {
      const field = aliasToField.get(key.slice(prefix.length));
      if (field) return field;
    }
  }
  return null;
}

/** Suggests a column for every field whose name appears in the header row; the first matching column wins. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const mapping = emptyMapping();
  headers.forEach((header, index) => {
    const field = matchHeader(header);
    if (field && mapping[field] === null) mapping[field] = index;
  });
  return mapping;
}

/** How many fields the header row names: 0 means the first row is probably not a header. */
export function countMatchedHeaders(headers: readonly string[]): number {
  return Object.values(suggestMapping(headers)).filter((c) => c !== null).length;
}

/**
 * A mapping can be used when every required field has a column, no column fills two fields, and
 * (given the header count) every column exists.
 */
export function validateMapping(
  mapping: ColumnMapping,
  columnCount?: number,
): { ok: boolean; problems: MappingProblem[] } {
  const problems: MappingProblem[] = [];
  for (const field of requiredImportFields) {
    if (mapping[field] === null || mapping[field] === undefined) {
      problems.push({
        code: 'required_field_unmapped',
        field,
        column: null,
        message: `Choose the column that holds ${importFieldLabels[field]}: it is required.`,
      });
    }
  }
  const usedBy = new Map<number, ImportField>();
  for (const field of importFields) {
    const column = mapping[field];
    if (column === null || column === undefined) continue;
    if (columnCount !== undefined && (column < 0 || column >= columnCount || !Number.isInteger(column))) {
      problems.push({
        code: 'column_out_of_range',
        field,
        column,
        message: `${importFieldLabels[field]}: the file has no column ${column + 1}.`,
      });
      continue;
    }
    const first = usedBy.get(column);
    if (first) {
      problems.push({
        code: 'column_used_twice',
        field,
        column,
        otherField: first,
        message: `Column ${column + 1} is already used for ${importFieldLabels[first]}; pick another column for ${importFieldLabels[field]}.`,
      });
    } else usedBy.set(column, field);
  }
  return { ok: problems.length === 0, problems };
}
