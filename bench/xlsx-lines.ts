/**
 * The .xlsx lines of the CSV bench: the same rows as a workbook (dates as date cells), opened, read and
 * validated as the import's worker does. Each size runs in a child process of its own, so that its peak
 * resident memory (maxRSS) is that of reading the file and not of writing it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suggestMapping } from '@/lib/csv/column-mapping';
import { validateImportRowWithSharedRules } from '@/lib/csv/shared-row-validator';
import { validateTable } from '@/lib/csv/validate';
import { readWorkbook } from '@/lib/spreadsheet/read-workbook';
import { sheetToTable, studentSheets } from '@/lib/spreadsheet/sheet-table';
import { testSheet, testWorkbook, type TestCell } from '@/lib/spreadsheet/testing/workbooks';

const goals: Record<number, number> = { 10_000: 3000, 100_000: 20_000 };
const dotted = /^(\d\d)\/(\d\d)\/(\d{4})$/;

/** Valid birth dates become date cells, the rest stay text, as a spreadsheet holds them. */
function asWorkbook(rows: string[][]): Uint8Array {
  const cells: TestCell[][] = rows.map((row, r) =>
    row.map((cell, c) => {
      const m = r > 0 && c === 2 ? dotted.exec(cell) : null;
      return m ? new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))) : cell;
    }),
  );
  return testWorkbook({ Students: testSheet(cells) });
}

interface XlsxFigures {
  openMs: number;
  readMs: number;
  validateMs: number;
  totalMs: number;
  maxRssMb: number;
  heapAfterMb: number;
  rows: number;
  invalid: number;
}

/** In the child: open, read and validate one file. */
function measureFile(file: string): XlsxFigures {
  const bytes = new Uint8Array(readFileSync(file));
  const t0 = performance.now();
  const opened = readWorkbook(bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  const t1 = performance.now();
  const parsed = sheetToTable(opened.workbook, studentSheets(opened.workbook)[0]!.name);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const t2 = performance.now();
  const report = validateTable(parsed.table, suggestMapping(parsed.table.headers), {
    validateRow: validateImportRowWithSharedRules,
  });
  const t3 = performance.now();
  return {
    openMs: t1 - t0,
    readMs: t2 - t1,
    validateMs: t3 - t2,
    totalMs: t3 - t0,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    heapAfterMb: process.memoryUsage().heapUsed / 1024 / 1024,
    rows: parsed.table.rows.length,
    invalid: report.invalidCount,
  };
}

/** Prints one line per size; true when both goals are met. */
export function runXlsxLines(generateRows: (rows: number) => string[][]): boolean {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'xlsx-bench-'));
  let allMet = true;
  try {
    console.log(
      `XLSX import: open + read + validate, the same rows as an .xlsx (dates as date cells), each size in a fresh process; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    for (const rows of [10_000, 100_000]) {
      const file = path.join(dir, `${rows}.xlsx`);
      const bytes = asWorkbook(generateRows(rows));
      writeFileSync(file, bytes);
      const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), file], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      });
      if (child.status !== 0) throw new Error(`the .xlsx measure failed: ${child.stderr}`);
      const f = JSON.parse(child.stdout.trim().split('\n').pop()!) as XlsxFigures;
      const goal = goals[rows]!;
      const met = f.totalMs < goal;
      allMet &&= met;
      console.log(
        `  ${rows.toLocaleString('en-US').padStart(7)} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB .xlsx: total ${f.totalMs.toFixed(0)} ms ` +
          `(open ${f.openMs.toFixed(0)}, read ${f.readMs.toFixed(0)}, validate ${f.validateMs.toFixed(0)}); goal < ${goal} ms ${met ? 'MET' : 'MISSED'}; ` +
          `peak rss ${f.maxRssMb.toFixed(0)} MB (whole process), heap after ${f.heapAfterMb.toFixed(0)} MB; ${f.rows} rows read, ${f.invalid} invalid`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return allMet;
}

if (process.argv[2] && import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(measureFile(process.argv[2])));
}
