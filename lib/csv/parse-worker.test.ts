import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CsvWorkerRequest, CsvWorkerResponse } from './worker-protocol';
import { standardHeaders, studentCells, toCsvText, utf16 } from './testing/fixtures';

type Scope = {
  onmessage: ((e: { data: CsvWorkerRequest }) => void) | null;
  postMessage: (m: CsvWorkerResponse) => void;
};
const scope = globalThis as unknown as Scope;
const posted: CsvWorkerResponse[] = [];
const original = scope.postMessage;
scope.postMessage = (m) => posted.push(m);
afterAll(() => {
  scope.postMessage = original;
  scope.onmessage = null;
});

describe('parse-worker entry', () => {
  it('answers messages posted to the worker scope', async () => {
    vi.resetModules();
    await import('./parse-worker');
    const bytes = utf16(toCsvText([standardHeaders, studentCells(1)], '\t'), 'le', true);
    scope.onmessage!({ data: { type: 'parse', id: 9, bytes: bytes.buffer as ArrayBuffer } });
    expect(posted.at(-1)).toMatchObject({ type: 'parsed', id: 9, encoding: 'utf-16le', delimiter: '\t', rowCount: 1 });
  });
});
