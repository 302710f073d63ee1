'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import { planSummaryOf } from '@/lib/imports/chunk-plan';
import type { RowProblem } from '@/lib/csv/problems';
import { columnsWithProblems, fixKind, reviewColumns, similarFixes, type CellFix } from '@/lib/csv/review-columns';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PreviewTable } from './preview-table';
import { PlanSentence } from './plan-sentence';
import { ProblemList } from './problem-list';
import type { EditRow } from './table-state';
import { formatCount } from '@/lib/format/count';

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

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
  const t = useTranslations('importWizard');
  const locale = useLocale();
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
  const ready = faulty.length === 0 && unchecked === 0 && rows.length > 0;
  const plan = useMemo(() => planSummaryOf(rows.length), [rows.length]);
  const importLabel = ready
    ? t('importN', { count: formatCount(rows.length, locale) })
    : faulty.length > 0
      ? t('importFixFirst', { n: faulty.length, count: formatCount(faulty.length, locale) })
      : t('importAfterCheck');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stepRows')}</CardTitle>
        <CardDescription>{t('rowsIntro')}</CardDescription>
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
          <Alert title={t('didNotWork')} requestId={props.failure.requestId}>
            <FailureText failure={props.failure} /> {t('didNotWorkHint')}
          </Alert>
        ) : null}
        {/* The actions stay in reach at the bottom of the window while the rows scroll past. */}
        <div
          className="sticky bottom-0 z-10 -mx-5 space-y-2 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur"
          data-testid="review-actions"
        >
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm" data-testid="review-summary">
            <span>{t.rich('rowsCount', { n: rows.length, count: formatCount(rows.length, locale), b: strong })}</span>
            <span className={faulty.length ? 'text-red-700' : 'text-emerald-700'}>
              {t.rich('withProblems', { count: formatCount(faulty.length, locale), b: strong })}
            </span>
            <span className="text-slate-600">
              {unchecked === 0 ? t('allChecked') : t('notChecked', { count: formatCount(unchecked, locale) })}
            </span>
            <label className="flex items-center gap-2 sm:ml-auto">
              <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
              {t('onlyProblems')}
            </label>
          </div>
          <PlanSentence plan={plan} className="text-sm text-slate-700" />
          {props.busy ? (
            <p role="status" className="text-sm text-slate-700">
              {props.busy}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={props.onChangeColumns} disabled={props.busy !== null}>
              {t('changeColumns')}
            </Button>
            <Button
              variant={ready ? 'secondary' : 'primary'}
              onClick={props.onCheck}
              disabled={props.busy !== null || unchecked === 0}
            >
              {t('checkApi')}
            </Button>
            <Button onClick={props.onImport} disabled={!ready || props.busy !== null}>
              {importLabel}
            </Button>
          </div>
          {!ready ? <p className="text-xs text-slate-600">{t('startsWhen')}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}
