'use client';
import { useMemo, useState } from 'react';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import { csvLimits } from '@/lib/csv/limits';
import type { RowProblem } from '@/lib/csv/problems';
import { columnsWithProblems, fixKind, reviewColumns, similarFixes, type CellFix } from '@/lib/csv/review-columns';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PreviewTable } from './preview-table';
import { ProblemList } from './problem-list';
import type { EditRow } from './table-state';
import { formatCount } from '@/lib/format/count';

/** The rows with their problems; the API check; the import once nothing is at fault. */
export function ReviewStep(props: {
  rows: EditRow[];
  mapping: ColumnMapping;
  problemsOf: (row: EditRow) => RowProblem[];
  checkedOf: (row: EditRow) => boolean;
  onEdit: (fileRow: number, column: number, value: string) => void;
  onEditMany: (fixes: readonly CellFix[]) => void;
  onRemove: (fileRow: number) => void;
  onChangeColumns: () => void;
  onCheck: () => void;
  onImport: () => void;
  busy: string | null;
  failure: { message: string; requestId?: string | null } | null;
}) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { rows, problemsOf } = props;
  const faulty = useMemo(() => rows.filter((r) => problemsOf(r).length > 0), [rows, problemsOf]);
  const allProblems = useMemo(() => faulty.flatMap(problemsOf), [faulty, problemsOf]);
  const columns = useMemo(
    () => reviewColumns(props.mapping, columnsWithProblems(allProblems), onlyErrors),
    [props.mapping, allProblems, onlyErrors],
  );
  const fixes = useMemo(() => similarFixes(allProblems), [allProblems]);
  const similar = (problem: RowProblem) => {
    const list = fixes.get(fixKind(problem));
    return list ? { count: list.length, apply: () => props.onEditMany(list) } : null;
  };
  const unchecked = rows.filter((r) => !props.checkedOf(r)).length;
  const tooFew = rows.length < csvLimits.minBatchRows;
  const ready = faulty.length === 0 && unchecked === 0 && !tooFew;
  const importLabel = ready
    ? `Import ${formatCount(rows.length)} students`
    : faulty.length > 0
      ? `Import (fix ${formatCount(faulty.length)} row(s) first)`
      : unchecked > 0
        ? 'Import (after the API check)'
        : `Import (at least ${csvLimits.minBatchRows} rows)`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>3. Rows</CardTitle>
        <CardDescription>
          Every cell is checked with the API&apos;s own rules. Columns with problems come first. Click a cell to fix it,
          or use a suggested value; remove a row to leave it out (it is listed as “left out” in the results).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 pb-0">
        <ProblemList problems={allProblems.slice(0, 40)} />
        <PreviewTable
          rows={onlyErrors ? faulty : rows}
          columns={columns}
          problemsOf={problemsOf}
          onEdit={props.onEdit}
          onRemove={props.onRemove}
          similar={similar}
        />
        {props.failure ? (
          <Alert title="That did not work" requestId={props.failure.requestId}>
            {props.failure.message} Try again; if it keeps failing, give support the request id.
          </Alert>
        ) : null}
        {tooFew ? (
          <Alert tone="warning">
            An import needs at least {csvLimits.minBatchRows} rows; register fewer students one by one on the Students
            page.
          </Alert>
        ) : null}
        {/* The actions stay in reach at the bottom of the window while the rows scroll past. */}
        <div
          className="sticky bottom-0 z-10 -mx-5 space-y-2 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur"
          data-testid="review-actions"
        >
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm" data-testid="review-summary">
            <span>
              <strong>{formatCount(rows.length)}</strong> row(s)
            </span>
            <span className={faulty.length ? 'text-red-700' : 'text-emerald-700'}>
              <strong>{formatCount(faulty.length)}</strong> with problems
            </span>
            <span className="text-slate-600">
              {unchecked === 0 ? 'All checked with the API' : `${formatCount(unchecked)} not yet checked with the API`}
            </span>
            <label className="flex items-center gap-2 sm:ml-auto">
              <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
              Only rows with problems
            </label>
          </div>
          {props.busy ? (
            <p role="status" className="text-sm text-slate-700">
              {props.busy}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={props.onChangeColumns} disabled={props.busy !== null}>
              Change columns
            </Button>
            <Button
              variant={ready ? 'secondary' : 'primary'}
              onClick={props.onCheck}
              disabled={props.busy !== null || unchecked === 0}
            >
              Check with the API
            </Button>
            <Button onClick={props.onImport} disabled={!ready || props.busy !== null}>
              {importLabel}
            </Button>
          </div>
          {!ready && !tooFew ? (
            <p className="text-xs text-slate-600">
              The import starts once no row has a problem and every row has been checked with the API (schools, cities,
              grades and addresses).
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
