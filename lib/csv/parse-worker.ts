/**
 * Module worker entry: parses and validates an uploaded CSV off the main thread, so the page never
 * freezes. The page creates it with
 *   new Worker(new URL('@/lib/csv/parse-worker.ts', import.meta.url), { type: 'module' })
 * and talks to it with `CsvWorkerRequest` / `CsvWorkerResponse` (worker-protocol.ts). Send the file's
 * bytes as a transferable ArrayBuffer.
 */
import { createCsvWorkerHandler, type CsvWorkerRequest, type CsvWorkerResponse } from './worker-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage: (message: CsvWorkerResponse) => void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = createCsvWorkerHandler((message) => scope.postMessage(message));

scope.onmessage = (event) => {
  try {
    handle(event.data);
  } catch (cause) {
    scope.postMessage({
      type: 'error',
      id: event.data.id,
      error: {
        code: 'unreadable',
        message: `The file could not be read (${cause instanceof Error ? cause.message : String(cause)}). Save it as CSV and try again.`,
        say: { key: 'unreadable', values: { cause: cause instanceof Error ? cause.message : String(cause) } },
      },
    });
  }
};
