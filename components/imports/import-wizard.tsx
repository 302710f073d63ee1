'use client';
import { FailureText } from '@/components/ui/failure-text';
import type { CsvFileError } from '@/lib/csv/limits';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import type { CsvEncoding } from '@/lib/csv/decode';
import type { ValidatedRow } from '@/lib/csv/validate';
import type { CsvWorkerResponse } from '@/lib/csv/worker-protocol';
import { csvLimits } from '@/lib/csv/limits';
import { ActionQueryError, unwrapAction } from '@/lib/query/action-query';
import { getImportSetupAction, saveImportMappingAction } from '@/server/imports/actions';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FileStep } from './file-step';
import { importKeys } from '@/lib/query/keys/imports';
import { MappingStep } from './mapping-step';
import { useCsvWorker, type Parsed, type SheetChoices } from './use-csv-worker';
import { formatCount } from '@/lib/format/count';

/**
 * The review and what it needs (the shared rules and zod, the CSV writer) load once a file's rows are checked:
 * most visits to the page do not get that far.
 */
const ReviewSession = dynamic(() => import('./review-session'), {
  ssr: false,
  loading: () => <div className="h-64 animate-pulse rounded-lg border border-slate-200 bg-slate-50" />,
});

/**
 * Upload → columns → rows (fix, check with the API) → start the durable import. `schools`: a coordinator's
 * schools, whose rows alone may be imported (other rows are flagged here and refused by the server); null
 * for admin and support.
 */
export function ImportWizard({ schools }: { schools: string[] | null }) {
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
  /** The worker's check of every row; a new one (another check) starts a new review. */
  const [report, setReport] = useState<{ rows: readonly ValidatedRow[]; id: number } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
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
    setReport(null);
    setBusy(t('readingFile'));
    const answer = await reading;
    setBusy(null);
    if (answer.type === 'error') return setFileError(answer.error);
    if (answer.type === 'choose-sheet') return setSheets(answer.sheets);
    if (answer.type !== 'parsed') return;
    // The remembered mapping is read with its schema (zod), loaded only now that a file has been read.
    const saved = setup.data?.savedMappings;
    const { mappingFor } = saved ? await import('@/lib/csv/saved-mapping') : { mappingFor: null };
    setParsed(answer);
    setMapping(saved && mappingFor ? mappingFor(saved, answer.headers) : answer.suggestedMapping);
  }

  async function checkRows() {
    if (!parsed || !mapping) return;
    setBusy(t('checkingRows'));
    const { toSavedMapping } = await import('@/lib/csv/saved-mapping');
    void saveImportMappingAction({ headers: parsed.headers, mapping: toSavedMapping(mapping, parsed.headers) });
    const answer = await worker.validate(mapping, countries);
    setBusy(null);
    if (answer.type === 'error') return setFileError(answer.error);
    if (answer.type !== 'validated') return;
    setReport((current) => ({ rows: answer.report.rows, id: (current?.id ?? 0) + 1 }));
  }

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
      {parsed && mapping && !report ? (
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
      {report && mapping && parsed && file ? (
        <ReviewSession
          key={report.id}
          report={report.rows}
          file={file}
          parsed={parsed}
          mapping={mapping}
          schools={schools}
          countries={countries}
          busy={busy}
          setBusy={setBusy}
          onChangeColumns={() => setReport(null)}
        />
      ) : null}
      {busy && !report ? (
        <p role="status" className="text-sm text-slate-600">
          {busy}
        </p>
      ) : null}
    </div>
  );
}
