import 'server-only';

export type Row = Record<string, unknown>;

/** The rows of `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? []) as Row[];
