'use client';
import { WordedText } from '@/components/ui/worded-text';
import { useApiWording } from '@/components/ui/use-api-wording';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { importFieldLabels } from '@/lib/csv/fields';
import type { RowProblem } from '@/lib/csv/problems';
import type { ReviewColumn } from '@/lib/csv/review-columns';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { EditableCell } from './editable-cell';
import type { EditRow } from './table-state';
import { formatCount } from '@/lib/format/count';

const pageSize = 50;

const shortLabel = (field: ReviewColumn['field']) => importFieldLabels[field].replace(/ \(.*\)$/, '');

/**
 * The rows, a page at a time (a file may hold 100,000): the row number pinned at the left, the columns in
 * the order given (problems first), problems at their cells, cells editable, rows removable.
 */
export function PreviewTable(props: {
  rows: readonly EditRow[];
  columns: readonly ReviewColumn[];
  problemsOf: (row: EditRow) => RowProblem[];
  onEdit: (fileRow: number, column: number, value: string) => void;
  onRemove: (fileRow: number) => void;
  similar: (problem: RowProblem) => { count: number; apply: () => void } | null;
}) {
  const word = useApiWording();
  const [page, setPage] = useState(1);
  const { columns } = props;
  const pages = Math.max(1, Math.ceil(props.rows.length / pageSize));
  const current = Math.min(page, pages);
  const shown = props.rows.slice((current - 1) * pageSize, current * pageSize);
  return (
    <div className="space-y-3">
      <Table data-testid="preview-table">
        <TableHead>
          <tr>
            <Th className="sticky left-0 z-1 w-16 bg-slate-50 px-2">Row</Th>
            {columns.map((c) => (
              <Th key={c.field} className="min-w-32 px-2" data-column={c.field}>
                {shortLabel(c.field)}
              </Th>
            ))}
            <Th className="w-12 px-2">
              <span className="sr-only">Remove</span>
            </Th>
          </tr>
        </TableHead>
        <TableBody>
          {shown.map((row) => {
            const problems = props.problemsOf(row);
            const rowWide = problems.filter(
              (p) => p.columnIndex === null || !columns.some((c) => c.column === p.columnIndex),
            );
            return (
              <TableRow
                key={row.fileRow}
                data-file-row={row.fileRow}
                className={problems.length ? 'bg-red-50/40' : undefined}
              >
                <Td className="sticky left-0 z-1 bg-white px-2 align-top font-mono text-xs text-slate-600">
                  {row.fileRow}
                  {rowWide.map((p, i) => (
                    <p key={i} className="mt-1 max-w-48 font-sans text-xs text-red-800">
                      <WordedText worded={word(p.message)} />
                    </p>
                  ))}
                </Td>
                {columns.map((c) => (
                  <EditableCell
                    key={c.field}
                    label={`${shortLabel(c.field)}, row ${row.fileRow}`}
                    field={c.field}
                    value={row.cells[c.column] ?? ''}
                    problems={problems.filter((p) => p.columnIndex === c.column)}
                    onSave={(value) => props.onEdit(row.fileRow, c.column, value)}
                    similar={props.similar}
                  />
                ))}
                <Td className="px-2 align-top">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove row ${row.fileRow}`}
                    title="Leave this row out of the import"
                    onClick={() => props.onRemove(row.fileRow)}
                  >
                    <Trash2Icon />
                  </Button>
                </Td>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {shown.length === 0 ? <p className="px-4 py-6 text-center text-sm text-slate-600">No rows to show.</p> : null}
      <nav className="flex flex-wrap items-center justify-between gap-3 text-sm" aria-label="Preview pages">
        <span className="text-slate-600">
          Page {current} of {pages} · {formatCount(props.rows.length)} row(s)
        </span>
        <span className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={current >= pages} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </span>
      </nav>
    </div>
  );
}
