'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import type { CountryRef } from '@/lib/csv/country-lookup';
import type { CsvEncoding } from '@/lib/csv/decode';
import type { CsvWorkerRequest, CsvWorkerResponse } from '@/lib/csv/worker-protocol';

export type Parsed = Extract<CsvWorkerResponse, { type: 'parsed' }>;
export type SheetChoices = Extract<CsvWorkerResponse, { type: 'choose-sheet' }>['sheets'];
export type Validated = Extract<CsvWorkerResponse, { type: 'validated' }>;
export type WorkerProgress = { phase: 'parse' | 'validate'; rowsDone: number; fraction: number } | null;

type Pending = { resolve: (m: CsvWorkerResponse) => void };

/** The lib/csv module worker: decoding or opening a workbook, parsing and validating off the main thread, with progress. */
export function useCsvWorker() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(1);
  const [progress, setProgress] = useState<WorkerProgress>(null);

  useEffect(() => {
    const w = new Worker(new URL('../../lib/csv/parse-worker.ts', import.meta.url), { type: 'module' });
    const waiting = pending.current;
    w.onmessage = (event: MessageEvent<CsvWorkerResponse>) => {
      const message = event.data;
      if (message.type === 'progress') {
        setProgress({ phase: message.phase, rowsDone: message.rowsDone, fraction: message.fraction });
        return;
      }
      setProgress(null);
      waiting.get(message.id)?.resolve(message);
      waiting.delete(message.id);
    };
    worker.current = w;
    return () => {
      w.terminate();
      worker.current = null;
    };
  }, []);

  const send = useCallback((request: Omit<CsvWorkerRequest, 'id'>, transfer: Transferable[] = []) => {
    const id = nextId.current++;
    return new Promise<CsvWorkerResponse>((resolve) => {
      pending.current.set(id, { resolve });
      worker.current?.postMessage({ ...request, id }, transfer);
    });
  }, []);

  const parse = useCallback(
    (bytes: ArrayBuffer, encoding?: CsvEncoding) =>
      send({ type: 'parse', bytes, ...(encoding ? { encoding } : {}) } as Omit<CsvWorkerRequest, 'id'>, [bytes]),
    [send],
  );
  const readSheet = useCallback(
    (sheet: string) => send({ type: 'sheet', sheet } as Omit<CsvWorkerRequest, 'id'>),
    [send],
  );
  const validate = useCallback(
    (mapping: ColumnMapping, countries: CountryRef[]) =>
      send({ type: 'validate', mapping, countries } as Omit<CsvWorkerRequest, 'id'>),
    [send],
  );
  return { parse, readSheet, validate, progress };
}
