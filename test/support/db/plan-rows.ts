import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf, type Row } from '@/server/db/rows-of';

export interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows of a table a plan read (returned or filtered out), over every node that reads the table. */
export function rowsRead(node: PlanNode, table: string): number {
  const loops = node['Actual Loops'] ?? 1;
  const own =
    node['Relation Name'] === table
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        loops
      : 0;
  return own + (node.Plans ?? []).reduce((n, child) => n + rowsRead(child, table), 0);
}

/** Every node type of a plan (`Gather Merge`, `Index Scan`, …). */
export function nodeTypes(node: PlanNode): string[] {
  return [node['Node Type'] ?? '', ...(node.Plans ?? []).flatMap(nodeTypes)];
}

/**
 * A reader that runs each query under EXPLAIN ANALYZE first, noting how many stored copies (or rows of `table`) it
 * read, and each plan in `plans` when given.
 */
export function measuring(db: Db, read: number[], table = 'stored_copies', plans?: PlanNode[]) {
  return async (query: SQL): Promise<Row[]> => {
    const [explained] = rowsOf(await db.execute(sql`explain (analyze, format json) ${query}`));
    const plan = explained!['QUERY PLAN'];
    const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
    read.push(rowsRead(top!.Plan, table));
    plans?.push(top!.Plan);
    return rowsOf(await db.execute(query));
  };
}
