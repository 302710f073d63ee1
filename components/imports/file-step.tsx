'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { CsvFileError } from '@/lib/csv/limits';
import { useFileErrorWords } from './use-file-error-words';
import { UploadIcon } from '@/components/ui/icons';
import { useRef, useState } from 'react';
import { csvEncodings, type CsvEncoding } from '@/lib/csv/decode';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';
import type { SheetChoices, WorkerProgress } from './use-csv-worker';
import { formatCount } from '@/lib/format/count';

const accepted = [
  '.csv',
  '.tsv',
  '.txt',
  '.xlsx',
  '.xlsm',
  '.xls',
  '.ods',
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.spreadsheet',
].join(',');

/**
 * Pick or drop a text table or a workbook (.xlsx, .xls, .ods); a workbook with several student sheets asks
 * which one. Shows the parse progress and the file's problem in lib/csv's words, and offers the templates.
 */
export function FileStep(props: {
  onFile: (file: File) => void;
  busy: boolean;
  progress: WorkerProgress;
  error: Pick<CsvFileError, 'message' | 'say'> | null;
  encoding: { current: CsvEncoding; confident: boolean } | null;
  onEncoding: (encoding: CsvEncoding) => void;
  /** Several student sheets in the workbook read: the person picks one. */
  sheets: SheetChoices | null;
  sheet: string | null;
  onSheet: (name: string) => void;
}) {
  const t = useTranslations('importWizard');
  const fileErrorText = useFileErrorWords();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div className="space-y-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const file = e.dataTransfer.files[0];
          if (file) props.onFile(file);
        }}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-6 py-10 text-center ${over ? 'border-sky-500 bg-sky-50' : 'border-slate-300 bg-white'}`}
      >
        <UploadIcon className="size-8 text-slate-400" aria-hidden />
        <p className="text-sm text-slate-700">{t('drop')}</p>
        <label className="cursor-pointer rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800">
          {t('choose')}
          <input
            ref={input}
            type="file"
            accept={accepted}
            className="sr-only"
            disabled={props.busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) props.onFile(file);
              e.target.value = '';
            }}
          />
        </label>
        <p className="text-xs text-slate-600">{t('oneRow')}</p>
        <p className="text-xs text-slate-600">
          {t.rich('template', {
            xlsx: (chunks) => (
              <a className="font-medium text-sky-800 underline" href="/api/imports/template?format=xlsx" download>
                {chunks}
              </a>
            ),
            csv: (chunks) => (
              <a className="font-medium text-sky-800 underline" href="/api/imports/template?format=csv" download>
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
      {props.sheets && props.sheets.length > 1 ? (
        <Alert tone="info" title={t('whichSheet')}>
          <p>{t('sheets', { count: props.sheets.length })}</p>
          <label className="mt-2 block text-xs font-medium">
            {t('sheet')}
            <Select
              className="mt-1 max-w-md"
              value={props.sheet ?? ''}
              disabled={props.busy}
              onChange={(e) => e.target.value && props.onSheet(e.target.value)}
            >
              <option value="" disabled>
                {t('chooseSheet')}
              </option>
              {props.sheets.map((s) => (
                <option key={s.name} value={s.name}>
                  {t('sheetRows', { name: s.name, n: s.rows, rows: formatCount(s.rows, locale) })}
                </option>
              ))}
            </Select>
          </label>
        </Alert>
      ) : null}
      {props.progress ? (
        <div role="status" className="text-sm text-slate-700">
          {t(props.progress.phase === 'parse' ? 'reading' : 'checking', {
            rows: formatCount(props.progress.rowsDone, locale),
            percent: Math.round(props.progress.fraction * 100),
          })}
          <progress className="mt-1 block h-2 w-full" max={1} value={props.progress.fraction} />
        </div>
      ) : null}
      {props.error ? <Alert title={t('cannotImport')}>{fileErrorText(props.error)}</Alert> : null}
      {props.encoding && !props.encoding.confident ? (
        <Alert tone="warning" title={t('checkCharacters')}>
          <p>{t('notUtf8')}</p>
          <label className="mt-2 block text-xs font-medium">
            {t('encoding')}
            <Select
              className="mt-1 max-w-md"
              value={props.encoding.current}
              onChange={(e) => props.onEncoding(e.target.value as CsvEncoding)}
            >
              {csvEncodings.map((enc) => (
                <option key={enc.id} value={enc.id}>
                  {enc.label}
                </option>
              ))}
            </Select>
          </label>
        </Alert>
      ) : null}
    </div>
  );
}
