'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import { planSummaryOf } from '@/lib/imports/chunk-plan';
import type { RowProblem } from '@/lib/csv/problems';
import { columnsWithProblems, fixKind, reviewLayout, similarFixes, type CellFix } from '@/lib/csv/review-columns';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useNarrow } from '@/components/ui/use-narrow';
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
  const [allColumns, setAllColumns] = useState(false);
  const narrow = useNarrow();
  const { rows, problemsOf } = props;
  const faulty = useMemo(() => rows.filter((r) => problemsOf(r).length > 0), [rows, problemsOf]);
  const allProblems = useMemo(() => faulty.flatMap(problemsOf), [faulty, problemsOf]);
  const layout = useMemo(
    () => reviewLayout(props.mapping, columnsWithProblems(allProblems), allColumns),
    [props.mapping, allProblems, allColumns],
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
    <Card data-testid="review-step">
      <CardHeader>
        <CardTitle>{t('stepRows')}</CardTitle>
        <CardDescription>{t('rowsIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 pb-0">
        <ProblemList problems={allProblems.slice(0, 40)} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm" data-testid="review-view">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
            {t('onlyProblems')}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={allColumns} onChange={(e) => setAllColumns(e.target.checked)} />
            {t('allColumns')}
          </label>
        </div>
        <PreviewTable
          rows={onlyErrors ? faulty : rows}
          layout={layout}
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
        <div className="space-y-2">
          <PlanSentence plan={plan} className="text-sm text-slate-700" />
          {!ready ? <p className="text-xs text-slate-600">{t('startsWhen')}</p> : null}
          <Button variant="secondary" size="sm" onClick={props.onChangeColumns} disabled={props.busy !== null}>
            {t('changeColumns')}
          </Button>
        </div>
        {/*
          The counts and the two next steps stay at the bottom of the window while the rows scroll past: one or two
          short lines and the buttons (on a phone under an eighth of the screen; the buttons' short words there).
        */}
        <div
          className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center gap-x-4 gap-y-1.5 border-t border-slate-200 bg-white/95 px-5 py-2 backdrop-blur sm:py-3"
          data-testid="review-actions"
        >
          <div
            className="flex flex-wrap items-center gap-x-4 gap-y-0.5 text-xs sm:text-sm"
            data-testid="review-summary"
          >
            <span>{t.rich('rowsCount', { n: rows.length, count: formatCount(rows.length, locale), b: strong })}</span>
            <span className={faulty.length ? 'text-red-700' : 'text-emerald-700'}>
              {t.rich('withProblems', { count: formatCount(faulty.length, locale), b: strong })}
            </span>
            <span className="text-slate-600">
              {unchecked === 0 ? t('allChecked') : t('notChecked', { count: formatCount(unchecked, locale) })}
            </span>
            {props.busy ? (
              <span role="status" className="text-slate-700">
                {props.busy}
              </span>
            ) : null}
          </div>
          <div className="flex gap-2 sm:ml-auto">
            <Button
              variant={ready ? 'secondary' : 'primary'}
              size="sm"
              onClick={props.onCheck}
              disabled={props.busy !== null || unchecked === 0}
            >
              {narrow ? t('checkApiShort') : t('checkApi')}
            </Button>
            <Button size="sm" onClick={props.onImport} disabled={!ready || props.busy !== null}>
              {narrow ? t('importShort') : importLabel}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
