/**
 * Bench of the CSV student import's pure core: decode + parse + validate of generated files.
 * Goals: 10,000 rows under 1.5 s, 100,000 rows under 10 s. The same rows as an .xlsx (bench/xlsx-lines.ts):
 * under 3 s and 20 s. Run: npx tsx bench/csv-parse-validate.ts
 */
import os from 'node:os';
import { suggestMapping } from '@/lib/csv/column-mapping';
import { decodeCsvBytes } from '@/lib/csv/decode';
import { parseCsvText } from '@/lib/csv/parse';
import { validateImportRowWithSharedRules } from '@/lib/csv/shared-row-validator';
import { standardHeaders, studentCells, toCsvText, utf8 } from '@/lib/csv/testing/fixtures';
import { validateTable } from '@/lib/csv/validate';
import { runXlsxLines } from './xlsx-lines';

const firstNames = ['Nino', 'Giorgi', 'Mariam', 'Luka', 'Ana', 'Davit', 'Elene', 'Saba', 'José', 'Анна'];
const lastNames = ['Beridze', 'Kapanadze', 'Gelashvili', 'Muñoz', "O'Neil", 'Иванова', 'მაისურაძე'];

/** Realistic rows, header first; 4 in 50 carry an error (ISO date, bad e-mail, upper-case sex, repeated e-mail). */
export function generateRows(rows: number): string[][] {
  const data = [standardHeaders];
  for (let i = 0; i < rows; i++) {
    const over: Parameters<typeof studentCells>[1] = {
      first: firstNames[i % firstNames.length]!,
      last: `${lastNames[i % lastNames.length]!}${i % 7 === 0 ? ', Jr' : ''}`,
      school: i % 3 === 0 ? 'Tbilisi Public School No. 1' : 'Batumi "Public" School No. 3',
    };
    if (i % 50 === 1) over.birth = '2012-05-03';
    if (i % 50 === 2) over.email = 'not-an-email';
    if (i % 50 === 3) over.sex = 'M';
    if (i % 50 === 4) over.email = 'student0@example.org';
    data.push(studentCells(i, over));
  }
  return data;
}

function generateFile(rows: number): Uint8Array {
  return utf8(toCsvText(generateRows(rows), ';'), true);
}

interface Figures {
  rows: number;
  megabytes: number;
  decodeMs: number;
  parseMs: number;
  validateMs: number;
  totalMs: number;
  peakRssMb: number;
  peakHeapMb: number;
  invalid: number;
}

function measure(rows: number): Figures {
  const bytes = generateFile(rows);
  globalThis.gc?.();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const t0 = performance.now();
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) throw new Error(decoded.error.message);
  const t1 = performance.now();
  sample();
  const parsed = parseCsvText(decoded.text, { progressEvery: 2000, onProgress: sample });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const t2 = performance.now();
  const report = validateTable(parsed.table, suggestMapping(parsed.table.headers), {
    validateRow: validateImportRowWithSharedRules,
    progressEvery: 2000,
    onProgress: sample,
  });
  const t3 = performance.now();
  sample();
  return {
    rows,
    megabytes: bytes.length / 1024 / 1024,
    decodeMs: t1 - t0,
    parseMs: t2 - t1,
    validateMs: t3 - t2,
    totalMs: t3 - t0,
    peakRssMb: peakRss / 1024 / 1024,
    peakHeapMb: peakHeap / 1024 / 1024,
    invalid: report.invalidCount,
  };
}

const goals: Record<number, number> = { 10_000: 1500, 100_000: 10_000 };

/** Prints the figures; true when both goals are met. */
export function runCsvParseValidateBench(): boolean {
  return runCsvLines() && runXlsxLines(generateRows);
}

function runCsvLines(): boolean {
  measure(2000); // warm-up: JIT and module initialisation
  let allMet = true;
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `CSV import: decode + parse + validate (semicolon file, UTF-8 with BOM, 8% invalid rows); load average ${load} on ${os.cpus().length} cores`,
  );
  for (const rows of [10_000, 100_000]) {
    const f = measure(rows);
    const goal = goals[rows]!;
    const met = f.totalMs < goal;
    allMet &&= met;
    console.log(
      `  ${rows.toLocaleString('en-US').padStart(7)} rows, ${f.megabytes.toFixed(1)} MB: total ${f.totalMs.toFixed(0)} ms ` +
        `(decode ${f.decodeMs.toFixed(0)}, parse ${f.parseMs.toFixed(0)}, validate ${f.validateMs.toFixed(0)}); ` +
        `goal < ${goal} ms ${met ? 'MET' : 'MISSED'}; peak rss ${f.peakRssMb.toFixed(0)} MB, heap ${f.peakHeapMb.toFixed(0)} MB; ${f.invalid} invalid rows`,
    );
  }
  return allMet;
}

/** Entry of bench/index.ts: figures only, nothing asserts on time. */
export async function run(): Promise<void> {
  runCsvParseValidateBench();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = runCsvParseValidateBench() ? 0 : 1;
}
