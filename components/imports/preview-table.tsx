'use client';
import { useLocale, useTranslations } from 'next-intl';
import { WordedText } from '@/components/ui/worded-text';
import { useApiWording } from '@/components/ui/use-api-wording';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { RowProblem } from '@/lib/csv/problems';
import type { ReviewColumn } from '@/lib/csv/review-columns';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { EditableCell } from './editable-cell';
import type { EditRow } from './table-state';
import { formatCount } from '@/lib/format/count';

const pageSize = 50;

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
  const t = useTranslations('importWizard');
  const common = useTranslations('common');
  const shortLabel = useTranslations('fields');
  const locale = useLocale();
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
            <Th className="sticky left-0 z-1 w-16 bg-slate-50 px-2">{t('row')}</Th>
            {columns.map((c) => (
              <Th key={c.field} className="min-w-32 px-2" data-column={c.field}>
                {shortLabel(c.field)}
              </Th>
            ))}
            <Th className="w-12 px-2">
              <span className="sr-only">{t('remove')}</span>
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
                    label={t('cellLabel', { field: shortLabel(c.field), row: row.fileRow })}
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
                    aria-label={t('removeRow', { row: row.fileRow })}
                    title={t('leaveOut')}
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
      {shown.length === 0 ? <p className="px-4 py-6 text-center text-sm text-slate-600">{t('noRows')}</p> : null}
      <nav className="flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={t('previewPages')}>
        <span className="text-slate-600">
          {t('previewPage', {
            page: current,
            pages,
            n: props.rows.length,
            rows: formatCount(props.rows.length, locale),
          })}
        </span>
        <span className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            {common('previous')}
          </Button>
          <Button variant="secondary" size="sm" disabled={current >= pages} onClick={() => setPage(current + 1)}>
            {common('next')}
          </Button>
        </span>
      </nav>
    </div>
  );
}
