import { importFields, type ImportField } from './fields';
import type { RowProblem } from './problems';

/** A mapped column of the review table: the import field and the file's column that fills it. */
export interface ReviewColumn {
  field: ImportField;
  column: number;
}

/** The name fields: kept in view beside the problem columns, so a row can still be told apart. */
const nameFields: readonly ImportField[] = ['firstName', 'lastName'];

/**
 * Fields checked against another column (a school within its city, a city within its country): a problem in one
 * may be fixed in the other, so those columns stay in view beside it.
 */
const checkedAgainst: Partial<Record<ImportField, readonly ImportField[]>> = {
  school: ['country', 'city'],
  city: ['country'],
};

/** How the review shows a row's fields. */
export interface ReviewLayout {
  /** The name fields, together in one column after the row number (the compact view). */
  names: ReviewColumn[];
  /** The fields with a column of their own. */
  columns: ReviewColumn[];
  /** Every other field, folded into one cell that wraps (the compact view). */
  folded: ReviewColumn[];
}

/**
 * The review table's layout. Compact (the default): the names, a column for each field with a problem in some
 * row (a field's problem is never off to the right), and the rest folded into one cell, those a problem is
 * checked against first, so the table fits its card at any width. `all`: every field its own column, those with
 * problems first, then the rest in the file's field order (the table may scroll sideways in its box).
 */
export function reviewLayout(
  mapping: Readonly<Record<string, number | null>>,
  problemColumns: ReadonlySet<number>,
  all: boolean,
): ReviewLayout {
  const mapped = importFields.flatMap((field) => {
    const column = mapping[field];
    return typeof column === 'number' ? [{ field, column }] : [];
  });
  const bad = mapped.filter((c) => problemColumns.has(c.column));
  if (all) return { names: [], columns: [...bad, ...mapped.filter((c) => !problemColumns.has(c.column))], folded: [] };
  const names = mapped.filter((c) => nameFields.includes(c.field));
  const columns = bad.filter((c) => !nameFields.includes(c.field));
  const rest = mapped.filter((c) => !nameFields.includes(c.field) && !problemColumns.has(c.column));
  const context = new Set(columns.flatMap((c) => checkedAgainst[c.field] ?? []));
  return {
    names,
    columns,
    folded: [...rest.filter((c) => context.has(c.field)), ...rest.filter((c) => !context.has(c.field))],
  };
}

/** The columns (0-based) that hold a problem in any of these rows. */
export function columnsWithProblems(problems: Iterable<RowProblem>): Set<number> {
  const out = new Set<number>();
  for (const p of problems) if (p.columnIndex !== null) out.add(p.columnIndex);
  return out;
}

/** One proposed fix: the cell and the value to put in it. */
export interface CellFix {
  fileRow: number;
  column: number;
  value: string;
}

/** The kind of a fix: same column, same field, same kind of problem; "apply to all similar" applies one kind. */
export const fixKind = (p: Pick<RowProblem, 'columnIndex' | 'field' | 'code'>) =>
  `${p.columnIndex}|${p.field ?? ''}|${p.code}`;

/** Every suggested fix by kind, each row's own value (03.05.2011 → 03/05/2011, F → f), once per cell. */
export function similarFixes(problems: Iterable<RowProblem>): Map<string, CellFix[]> {
  const out = new Map<string, CellFix[]>();
  const seen = new Set<string>();
  for (const p of problems) {
    if (p.suggestion === undefined || p.columnIndex === null) continue;
    const cell = `${p.fileRow}|${p.columnIndex}`;
    if (seen.has(cell)) continue;
    seen.add(cell);
    const kind = fixKind(p);
    const list = out.get(kind) ?? [];
    list.push({ fileRow: p.fileRow, column: p.columnIndex, value: p.suggestion });
    out.set(kind, list);
  }
  return out;
}
