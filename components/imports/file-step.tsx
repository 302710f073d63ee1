'use client';
import { UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { csvEncodings, type CsvEncoding } from '@/lib/csv/decode';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';
import type { WorkerProgress } from './use-csv-worker';

/** Pick or drop a .csv/.tsv/.txt file; shows the parse progress and the file's problem in lib/csv's words. */
export function FileStep(props: {
  onFile: (file: File) => void;
  busy: boolean;
  progress: WorkerProgress;
  error: string | null;
  encoding: { current: CsvEncoding; confident: boolean } | null;
  onEncoding: (encoding: CsvEncoding) => void;
}) {
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
        <p className="text-sm text-slate-700">Drop a student file here (.csv, .tsv or .txt), or</p>
        <label className="cursor-pointer rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800">
          Choose a file
          <input
            ref={input}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
            className="sr-only"
            disabled={props.busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) props.onFile(file);
              e.target.value = '';
            }}
          />
        </label>
        <p className="text-xs text-slate-500">One student per row with a header row. The file is read in your browser; nothing is sent until you start the import.</p>
      </div>
      {props.progress ? (
        <div role="status" className="text-sm text-slate-700">
          {props.progress.phase === 'parse' ? 'Reading the file' : 'Checking the rows'}: {props.progress.rowsDone.toLocaleString()} rows ({Math.round(props.progress.fraction * 100)}%)
          <progress className="mt-1 block h-2 w-full" max={1} value={props.progress.fraction} />
        </div>
      ) : null}
      {props.error ? <Alert title="This file cannot be imported">{props.error}</Alert> : null}
      {props.encoding && !props.encoding.confident ? (
        <Alert tone="warning" title="Check the characters">
          <p>The file is not UTF-8, so its encoding was guessed. If names look wrong in the preview (for example Ã© instead of é), pick the encoding the file was saved in.</p>
          <label className="mt-2 block text-xs font-medium">
            Encoding
            <Select className="mt-1 max-w-md" value={props.encoding.current} onChange={(e) => props.onEncoding(e.target.value as CsvEncoding)}>
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
