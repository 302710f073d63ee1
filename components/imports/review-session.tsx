'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import type { CountryRef } from '@/lib/csv/country-lookup';
import { describeProblems } from '@/lib/csv/export';
import type { RowProblem } from '@/lib/csv/problems';
import type { CellFix } from '@/lib/csv/review-columns';
import type { ValidatedRow } from '@/lib/csv/validate';
import type { LeftOutRow } from '@/lib/imports/job-view';
import { ActionQueryError } from '@/lib/query/action-query';
import { formatCount } from '@/lib/format/count';
import { ReviewStep } from './review-step';
import { runApiCheck } from './run-api-check';
import { refusedRowProblems, scopeProblems } from './scope-problems';
import {
  apiProblemsOf,
  duplicateProblems,
  editCell,
  emptyFindings,
  fromReport,
  type ApiFindings,
  type EditRow,
} from './table-state';
import { uploadJob } from './upload-job';
import type { Parsed } from './use-csv-worker';

type Failure = { message: string; requestId?: string | null; say?: ActionQueryError['say'] };
const failureOf = (error: unknown): Failure =>
  error instanceof ActionQueryError
    ? { message: error.message, requestId: error.requestId, say: error.say }
    : { message: error instanceof Error ? error.message : String(error) };

/**
 * The checked rows, from the worker's report to the durable import: edits (each row checked again with the shared
 * rules), duplicates, a coordinator's schools, the API check, rows left out, the upload. Its own module, loaded
 * once a file's rows are checked, so the rules (zod) and the CSV writer are not part of the page's first download.
 */
export default function ReviewSession(props: {
  report: readonly ValidatedRow[];
  file: File;
  parsed: Parsed;
  mapping: ColumnMapping;
  /** A coordinator's schools, whose rows alone may be imported; null for admin and support. */
  schools: string[] | null;
  countries: readonly CountryRef[];
  busy: string | null;
  setBusy: (busy: string | null) => void;
  onChangeColumns: () => void;
}) {
  const router = useRouter();
  const t = useTranslations('importWizard');
  const locale = useLocale();
  const { mapping, parsed, schools, countries, setBusy } = props;
  const [rows, setRows] = useState<EditRow[]>(() => fromReport(props.report));
  const [findings, setFindings] = useState<ApiFindings>(emptyFindings);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [refused, setRefused] = useState<Map<number, RowProblem[]>>(new Map());
  const [leftOut, setLeftOut] = useState<LeftOutRow[]>([]);

  const dupes = useMemo(() => duplicateProblems(rows, mapping, parsed.headers), [rows, mapping, parsed]);
  const outside = useMemo(
    () => scopeProblems(schools, rows, mapping, parsed.headers),
    [schools, rows, mapping, parsed],
  );
  const problemsOf = (row: EditRow) => {
    const own = [dupes.get(row.fileRow), outside.get(row.fileRow)].filter((p): p is RowProblem => p !== undefined);
    return [
      ...row.problems,
      ...own,
      ...(refused.get(row.fileRow) ?? []),
      ...apiProblemsOf(row, findings, mapping, parsed.headers).problems,
    ];
  };

  async function checkWithApi() {
    setFailure(null);
    try {
      const clean = rows.filter((r) => r.problems.length === 0 && !dupes.has(r.fileRow) && !outside.has(r.fileRow));
      const next = await runApiCheck(clean, findings, (done, total, soFar) => {
        setBusy(t('checkingApi', { done, total }));
        setFindings(soFar);
      });
      setFindings(next);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function startImport() {
    setFailure(null);
    try {
      const jobId = await uploadJob(
        {
          fileName: props.file.name,
          headers: parsed.headers,
          delimiter: parsed.delimiter,
          mapping,
          rows,
          leftOut,
        },
        (sent, total) => setBusy(t('handing', { sent: formatCount(sent, locale), total: formatCount(total, locale) })),
      );
      router.push(`/imports/${jobId}`);
    } catch (error) {
      setFailure(failureOf(error));
      if (error instanceof ActionQueryError) setRefused(refusedRowProblems(error.details, mapping, parsed.headers));
      setBusy(null);
    }
  }

  /** Cells changed (one edit, a suggestion taken, or every similar cell at once): those rows are checked again. */
  const editMany = (fixes: readonly CellFix[]) => {
    const byRow = new Map<number, CellFix[]>();
    for (const fix of fixes) byRow.set(fix.fileRow, [...(byRow.get(fix.fileRow) ?? []), fix]);
    setRows((current) =>
      current.map((r) =>
        (byRow.get(r.fileRow) ?? []).reduce(
          (row, fix) => editCell(row, fix.column, fix.value, mapping, parsed.headers, countries),
          r,
        ),
      ),
    );
    setRefused((current) => {
      if (![...byRow.keys()].some((row) => current.has(row))) return current;
      const next = new Map(current);
      for (const row of byRow.keys()) next.delete(row);
      return next;
    });
  };
  const edit = (fileRow: number, column: number, value: string) => editMany([{ fileRow, column, value }]);
  /** A removed row is not sent; it goes to the results file as "left out", with the problems it had. */
  const remove = (fileRow: number) => {
    const row = rows.find((r) => r.fileRow === fileRow);
    if (!row) return;
    // The results file says "removed during review" in its reader's words; the problems go as the checks wrote them.
    const reason = describeProblems(problemsOf(row));
    setLeftOut((current) => [...current, { fileRow, cells: row.cells, reason }]);
    setRows((current) => current.filter((r) => r.fileRow !== fileRow));
  };

  return (
    <ReviewStep
      rows={rows}
      mapping={mapping}
      problemsOf={problemsOf}
      checkedOf={(row) => apiProblemsOf(row, findings, mapping, parsed.headers).checked}
      onEdit={edit}
      onEditMany={editMany}
      onRemove={remove}
      onChangeColumns={props.onChangeColumns}
      onCheck={() => void checkWithApi()}
      onImport={() => void startImport()}
      busy={props.busy}
      failure={failure}
    />
  );
}
