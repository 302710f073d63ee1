'use client';
import { useLocale, useTranslations } from 'next-intl';
import { ApiWords } from '@/components/ui/field-error';
import { Trash2Icon } from '@/components/ui/icons';
import { useState } from 'react';
import type { RowProblem } from '@/lib/csv/problems';
import type { ReviewColumn, ReviewLayout } from '@/lib/csv/review-columns';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { CellEditor, EditableCell, FoldedField, type CellProps } from './editable-cell';
import type { EditRow } from './table-state';
import { formatCount } from '@/lib/format/count';

const pageSize = 50;

/**
 * The rows, a page at a time (a file may hold 100,000), as the layout says (lib/csv/review-columns.ts): compact,
 * the row number, the names, a column per field with a problem and the other fields folded into one cell that
 * wraps; or every field its own column, the row number pinned at the left. Problems at their cells, every value
 * editable, rows removable. Under 640 px each row is a card.
 */
export function PreviewTable(props: {
  rows: readonly EditRow[];
  layout: ReviewLayout;
  problemsOf: (row: EditRow) => RowProblem[];
  onEdit: (fileRow: number, column: number, value: string) => void;
  onRemove: (fileRow: number) => void;
  similar: (problem: RowProblem) => { count: number; apply: () => void } | null;
}) {
  const t = useTranslations('importWizard');
  const common = useTranslations('common');
  const shortLabel = useTranslations('fields');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const { names, columns, folded } = props.layout;
  const compact = names.length > 0 || folded.length > 0;
  const pages = Math.max(1, Math.ceil(props.rows.length / pageSize));
  const current = Math.min(page, pages);
  const shown = props.rows.slice((current - 1) * pageSize, current * pageSize);
  const placed = [...names, ...columns, ...folded].map((c) => c.column);
  return (
    <div className="space-y-3">
      <Table stack data-testid="preview-table" data-layout={compact ? 'compact' : 'all'}>
        <TableHead>
          <tr>
            <Th className={cn('w-12 px-2', !compact && 'sticky left-0 z-1 bg-slate-50')}>{t('row')}</Th>
            {names.length ? <Th className="min-w-36 px-2">{t('name')}</Th> : null}
            {columns.map((c) => (
              <Th key={c.field} className={cn('px-2', !compact && 'min-w-32')} data-column={c.field}>
                {shortLabel(c.field)}
              </Th>
            ))}
            {folded.length ? <Th className="px-2">{t('otherFields')}</Th> : null}
            <Th className="w-12 px-2">
              <span className="sr-only">{t('remove')}</span>
            </Th>
          </tr>
        </TableHead>
        <TableBody>
          {shown.map((row) => {
            const problems = props.problemsOf(row);
            const rowWide = problems
              .filter((p) => p.columnIndex === null || !placed.includes(p.columnIndex))
              .map((p, i) => (
                <p key={i} className="mt-1 font-sans text-xs text-red-800">
                  <ApiWords message={p.message} />
                </p>
              ));
            const cell = (c: ReviewColumn): CellProps & { key: string } => ({
              key: c.field,
              label: t('cellLabel', { field: shortLabel(c.field), row: row.fileRow }),
              field: c.field,
              value: row.cells[c.column] ?? '',
              problems: problems.filter((p) => p.columnIndex === c.column),
              onSave: (value) => props.onEdit(row.fileRow, c.column, value),
              similar: props.similar,
            });
            return (
              <TableRow
                key={row.fileRow}
                data-file-row={row.fileRow}
                className={problems.length ? 'bg-red-50/40' : undefined}
              >
                <Td
                  className={cn(
                    'px-2 align-top font-mono text-xs text-slate-600',
                    !compact && 'sticky left-0 z-1 bg-white max-sm:bg-transparent',
                  )}
                  label={t('row')}
                  notInCard={compact}
                  wide={!compact}
                >
                  {row.fileRow}
                  {compact ? null : <div className="max-w-48 max-sm:max-w-none">{rowWide}</div>}
                </Td>
                {names.length ? (
                  <Td className="px-2 py-2 align-top" wide>
                    <span className="block text-xs text-slate-600 sm:hidden">{t('rowN', { row: row.fileRow })}</span>
                    <div className="flex flex-wrap gap-x-1 font-medium">
                      {names.map((c) => {
                        const { key, ...p } = cell(c);
                        return (
                          <div
                            key={key}
                            className="min-w-0"
                            data-field={p.field}
                            data-invalid={p.problems.length > 0 || undefined}
                          >
                            <CellEditor {...p} />
                          </div>
                        );
                      })}
                    </div>
                    {rowWide}
                  </Td>
                ) : null}
                {columns.map((c) => {
                  const { key, ...p } = cell(c);
                  // On a phone a cell with a problem takes the card's whole line (its words and fixes); the rest, half.
                  return (
                    <EditableCell
                      key={key}
                      {...p}
                      cardLabel={shortLabel(c.field)}
                      wide={compact && p.problems.length > 0}
                    />
                  );
                })}
                {folded.length ? (
                  <Td className="px-2 py-2 align-top" wide>
                    <div className="flex flex-wrap gap-x-4 gap-y-1">
                      {folded.map((c) => {
                        const { key, ...p } = cell(c);
                        return <FoldedField key={key} {...p} name={shortLabel(c.field)} />;
                      })}
                    </div>
                  </Td>
                ) : null}
                <Td className="px-2 align-top" wide>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="max-sm:w-auto max-sm:px-2"
                    aria-label={t('removeRow', { row: row.fileRow })}
                    title={t('leaveOut')}
                    onClick={() => props.onRemove(row.fileRow)}
                  >
                    <Trash2Icon />
                    <span className="sm:hidden">{t('remove')}</span>
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
