'use client';
import { FailureText } from '@/components/ui/failure-text';
import type { CsvFileError } from '@/lib/csv/limits';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { mappingFor, toSavedMapping } from '@/lib/csv/saved-mapping';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import type { CsvEncoding } from '@/lib/csv/decode';
import type { CsvWorkerResponse } from '@/lib/csv/worker-protocol';
import { csvLimits } from '@/lib/csv/limits';
import { describeProblems } from '@/lib/csv/export';
import type { RowProblem } from '@/lib/csv/problems';
import type { CellFix } from '@/lib/csv/review-columns';
import type { LeftOutRow } from '@/lib/imports/job-view';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { getImportSetupAction, saveImportMappingAction } from '@/server/imports/actions';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FileStep } from './file-step';
import { importKeys } from '@/lib/query/keys/imports';
import { MappingStep } from './mapping-step';
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
import { useCsvWorker, type Parsed, type SheetChoices } from './use-csv-worker';
import { formatCount } from '@/lib/format/count';

type Failure = { message: string; requestId?: string | null; say?: ActionQueryError['say'] };
const failureOf = (error: unknown): Failure =>
  error instanceof ActionQueryError
    ? { message: error.message, requestId: error.requestId, say: error.say }
    : { message: error instanceof Error ? error.message : String(error) };

/**
 * Upload → columns → rows (fix, check with the API) → start the durable import. `schools`: a coordinator's
 * schools, whose rows alone may be imported (other rows are flagged here and refused by the server); null
 * for admin and support.
 */
export function ImportWizard({ schools }: { schools: string[] | null }) {
  const router = useRouter();
  const t = useTranslations('importWizard');
  const common = useTranslations('common');
  const locale = useLocale();
  const worker = useCsvWorker();
  const setup = useQuery({
    queryKey: importKeys.setup(),
    queryFn: () => unwrapAction(getImportSetupAction()),
    staleTime: 5 * 60_000,
  });
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [fileError, setFileError] = useState<Pick<CsvFileError, 'message' | 'say'> | null>(null);
  const [sheets, setSheets] = useState<SheetChoices | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [rows, setRows] = useState<EditRow[] | null>(null);
  const [findings, setFindings] = useState<ApiFindings>(emptyFindings);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [refused, setRefused] = useState<Map<number, RowProblem[]>>(new Map());
  const [leftOut, setLeftOut] = useState<LeftOutRow[]>([]);
  const countries = setup.data?.countries ?? [];

  async function read(next: File, encoding?: CsvEncoding) {
    setFile(next);
    setSheets(null);
    await shown(worker.parse(await next.arrayBuffer(), encoding));
  }

  async function pickSheet(sheet: string) {
    await shown(worker.readSheet(sheet));
  }

  async function shown(reading: Promise<CsvWorkerResponse>) {
    setFileError(null);
    setParsed(null);
    setRows(null);
    setBusy(t('readingFile'));
    const answer = await reading;
    setBusy(null);
    if (answer.type === 'error') return setFileError(answer.error);
    if (answer.type === 'choose-sheet') return setSheets(answer.sheets);
    if (answer.type !== 'parsed') return;
    setParsed(answer);
    setMapping(
      setup.data?.savedMappings ? mappingFor(setup.data.savedMappings, answer.headers) : answer.suggestedMapping,
    );
  }

  async function checkRows() {
    if (!parsed || !mapping) return;
    void saveImportMappingAction({ headers: parsed.headers, mapping: toSavedMapping(mapping, parsed.headers) });
    setBusy(t('checkingRows'));
    const answer = await worker.validate(mapping, countries);
    setBusy(null);
    if (answer.type === 'error') return setFileError(answer.error);
    if (answer.type !== 'validated') return;
    setRows(fromReport(answer.report.rows));
    setFindings(emptyFindings());
    setRefused(new Map());
    setLeftOut([]);
  }

  const dupes = useMemo(
    () => (rows && mapping && parsed ? duplicateProblems(rows, mapping, parsed.headers) : new Map()),
    [rows, mapping, parsed],
  );
  const outside = useMemo(
    () =>
      rows && mapping && parsed ? scopeProblems(schools, rows, mapping, parsed.headers) : new Map<number, RowProblem>(),
    [schools, rows, mapping, parsed],
  );
  const problemsOf = (row: EditRow) => {
    if (!mapping || !parsed) return [];
    const own = [dupes.get(row.fileRow), outside.get(row.fileRow)].filter((p): p is RowProblem => p !== undefined);
    return [
      ...row.problems,
      ...own,
      ...(refused.get(row.fileRow) ?? []),
      ...apiProblemsOf(row, findings, mapping, parsed.headers).problems,
    ];
  };

  async function checkWithApi() {
    if (!rows) return;
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
    if (!rows || !mapping || !parsed || !file) return;
    setFailure(null);
    try {
      const jobId = await uploadJob(
        { fileName: file.name, headers: parsed.headers, delimiter: parsed.delimiter, mapping, rows, leftOut },
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
    if (!mapping || !parsed) return;
    const byRow = new Map<number, CellFix[]>();
    for (const fix of fixes) byRow.set(fix.fileRow, [...(byRow.get(fix.fileRow) ?? []), fix]);
    setRows(
      (current) =>
        current?.map((r) =>
          (byRow.get(r.fileRow) ?? []).reduce(
            (row, fix) => editCell(row, fix.column, fix.value, mapping, parsed.headers, countries),
            r,
          ),
        ) ?? null,
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
    const row = rows?.find((r) => r.fileRow === fileRow);
    if (!row) return;
    const problems = problemsOf(row);
    // The results file says "removed during review" in its reader's words; the problems go as the checks wrote them.
    const reason = describeProblems(problems);
    setLeftOut((current) => [...current, { fileRow, cells: row.cells, reason }]);
    setRows((current) => current?.filter((r) => r.fileRow !== fileRow) ?? null);
  };

  return (
    <div className="space-y-6">
      {setup.error ? (
        <Alert
          title={t('setupFailed')}
          requestId={setup.error instanceof ActionQueryError ? setup.error.requestId : null}
        >
          <FailureText failure={setup.error} /> {common('reloadHint')}
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('stepFile')}</CardTitle>
          <CardDescription>
            {parsed && file
              ? parsed.sheet
                ? t('fileSummarySheet', {
                    name: file.name,
                    sheet: parsed.sheet,
                    n: parsed.rowCount,
                    rows: formatCount(parsed.rowCount, locale),
                    columns: parsed.headers.length,
                  })
                : t('fileSummary', {
                    name: file.name,
                    n: parsed.rowCount,
                    rows: formatCount(parsed.rowCount, locale),
                    columns: parsed.headers.length,
                    encoding: parsed.encoding,
                  })
              : t('limits', {
                  max: formatCount(csvLimits.maxDataRows, locale),
                  batch: formatCount(csvLimits.maxBatchRows, locale),
                })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FileStep
            onFile={(f) => void read(f)}
            busy={busy !== null || !setup.data}
            progress={worker.progress}
            error={fileError}
            encoding={parsed ? { current: parsed.encoding, confident: parsed.confident } : null}
            onEncoding={(enc) => file && void read(file, enc)}
            sheets={sheets}
            sheet={parsed?.sheet ?? null}
            onSheet={(name) => void pickSheet(name)}
          />
        </CardContent>
      </Card>
      {parsed && mapping && !rows ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('stepColumns')}</CardTitle>
            <CardDescription>{t('columnsIntro')}</CardDescription>
          </CardHeader>
          <CardContent>
            <MappingStep
              headers={parsed.headers}
              mapping={mapping}
              onChange={setMapping}
              onConfirm={() => void checkRows()}
              busy={busy !== null}
            />
          </CardContent>
        </Card>
      ) : null}
      {rows && mapping && parsed ? (
        <ReviewStep
          rows={rows}
          mapping={mapping}
          problemsOf={problemsOf}
          checkedOf={(row) => apiProblemsOf(row, findings, mapping, parsed.headers).checked}
          onEdit={edit}
          onEditMany={editMany}
          onRemove={remove}
          onChangeColumns={() => setRows(null)}
          onCheck={() => void checkWithApi()}
          onImport={() => void startImport()}
          busy={busy}
          failure={failure}
        />
      ) : null}
      {busy && !rows ? (
        <p role="status" className="text-sm text-slate-600">
          {busy}
        </p>
      ) : null}
    </div>
  );
}
