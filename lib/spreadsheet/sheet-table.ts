import type { CellObject, WorkBook, WorkSheet } from '@e965/xlsx';
import { countMatchedHeaders } from '@/lib/csv/column-mapping';
import { TableBuilder, isBlankRecord, type ParseResult } from '@/lib/csv/table-builder';
import { csvLimits } from '@/lib/csv/limits';
import { cellText } from './cell-text';
import { spreadsheetLimits } from './limits';

/** A sheet a person may pick: its name and how many rows it holds below its header. */
export interface SheetChoice {
  name: string;
  rows: number;
}

type Dense = (CellObject | null | undefined)[][];

function denseOf(sheet: WorkSheet): Dense {
  return ((sheet as { '!data'?: Dense })['!data'] ?? []) as Dense;
}

/** A merged range shows its first cell's value across the whole range (a school merged over its students' rows). */
function fillMerges(sheet: WorkSheet, data: Dense): void {
  for (const merge of sheet['!merges'] ?? []) {
    const first = data[merge.s.r]?.[merge.s.c];
    if (!first) continue;
    for (let r = merge.s.r; r <= Math.min(merge.e.r, data.length - 1); r++) {
      const row = (data[r] ??= []);
      for (let c = merge.s.c; c <= merge.e.c; c++) row[c] = first;
    }
  }
}

function sheetRecords(workbook: WorkBook, sheet: WorkSheet): string[][] {
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const data = denseOf(sheet);
  fillMerges(sheet, data);
  const records: string[][] = new Array(data.length);
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    const cells: string[] = [];
    if (row) for (let c = 0; c < row.length; c++) cells.push(cellText(row[c], date1904));
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    records[r] = cells;
  }
  return records;
}

/**
 * The header row: among the first non-blank rows, the one naming the most student fields (a title line
 * or a row of merged group names above it is skipped); the first non-blank row when none names any.
 */
function headerIndex(records: readonly string[][]): number {
  let best = -1;
  let bestCount = 0;
  let seen = 0;
  for (let r = 0; r < records.length && seen < spreadsheetLimits.headerSearchRows; r++) {
    if (isBlankRecord(records[r]!)) continue;
    if (best === -1) best = r;
    seen++;
    const count = countMatchedHeaders(records[r]!);
    if (count > bestCount) {
      best = r;
      bestCount = count;
    }
  }
  return best;
}

function isVisible(workbook: WorkBook, index: number): boolean {
  return !workbook.Workbook?.Sheets?.[index]?.Hidden;
}

/**
 * The sheets that look like student lists (visible, and a row among their first naming a student field);
 * when none does, the first visible sheet with anything in it, so that its problem is named.
 */
export function studentSheets(workbook: WorkBook): SheetChoice[] {
  const choices: SheetChoice[] = [];
  let fallback: SheetChoice | null = null;
  workbook.SheetNames.forEach((name, index) => {
    if (!isVisible(workbook, index)) return;
    const records = sheetRecords(workbook, workbook.Sheets[name]!);
    const header = headerIndex(records);
    if (header === -1) return;
    const rows = records.slice(header + 1).filter((r) => !isBlankRecord(r)).length;
    const choice = { name, rows };
    fallback ??= choice;
    if (countMatchedHeaders(records[header]!) > 0) choices.push(choice);
  });
  return choices.length > 0 ? choices : fallback ? [fallback] : [];
}

/**
 * One sheet as a table for the import: cells as the sheet shows them (cell-text.ts), merged ranges
 * filled, the header found below any title rows, file rows numbered as the sheet numbers them.
 */
export function sheetToTable(
  workbook: WorkBook,
  sheetName: string,
  maxDataRows: number = csvLimits.maxDataRows,
): ParseResult {
  const sheet = workbook.Sheets[sheetName];
  const empty = {
    message: 'The sheet has no rows. Choose a sheet with a header row and one student per row.',
    say: { key: 'emptySheet' as const },
  };
  if (!sheet) return { ok: false, error: { code: 'empty_file', ...empty } };
  const records = sheetRecords(workbook, sheet);
  const builder = new TableBuilder(maxDataRows);
  for (let r = Math.max(0, headerIndex(records)); r < records.length; r++) {
    const fatal = builder.add(records[r]!, r + 1);
    if (fatal) return { ok: false, error: fatal };
  }
  return builder.finish('', empty);
}
