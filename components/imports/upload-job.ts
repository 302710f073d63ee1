import type { ColumnMapping } from '@/lib/csv/column-mapping';
import type { LeftOutRow } from '@/lib/imports/job-view';
import { unwrapAction } from '@/lib/query/action-query';
import { addImportRowsAction, createImportJobAction, startImportJobAction } from '@/server/imports/actions';
import type { EditRow } from './table-state';

/** Rows per upload call: well under the server actions' 1 MB body limit. */
const partRows = 250;

/** Makes the durable job: a draft, its chunks' rows in parts, then start. Returns the job id. */
export async function uploadJob(
  args: {
    fileName: string;
    headers: string[];
    delimiter: string;
    mapping: ColumnMapping;
    rows: readonly EditRow[];
    leftOut: readonly LeftOutRow[];
  },
  onProgress: (sent: number, total: number) => void,
): Promise<string> {
  const { jobId, chunks } = await unwrapAction(
    createImportJobAction({
      fileName: args.fileName,
      headers: args.headers,
      delimiter: args.delimiter,
      mapping: args.mapping,
      totalRows: args.rows.length,
      leftOut: args.leftOut,
    }),
  );
  let sent = 0;
  for (const chunk of chunks) {
    for (let start = chunk.start; start < chunk.end; start += partRows) {
      const part = args.rows.slice(start, Math.min(chunk.end, start + partRows));
      await unwrapAction(
        addImportRowsAction({
          jobId,
          chunkIndex: chunk.index,
          fileRows: part.map((r) => r.fileRow),
          rows: part.map((r) => r.input),
          cells: part.map((r) => r.cells),
        }),
      );
      sent += part.length;
      onProgress(sent, args.rows.length);
    }
  }
  await unwrapAction(startImportJobAction({ jobId }));
  return jobId;
}
