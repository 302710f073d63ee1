import type { InsightChart, InsightsView, PaymentState, WeekPoint } from './insights-view';
import { addWeeks } from './weeks';

/**
 * Each chart of the Insights page as a table: the same rows the page shows beside the chart and the CSV download
 * holds, in the reader's words. Cells keep their kind, so the page writes them with Intl in the reader's
 * language and the CSV writes plain numbers and ISO days that spreadsheets read.
 */
export type InsightCell =
  | { kind: 'text'; value: string }
  | { kind: 'count'; value: number }
  | { kind: 'percent'; value: number | null }
  /** A week, Monday to Sunday, by its Monday (YYYY-MM-DD). */
  | { kind: 'week'; value: string }
  /** A calendar day (YYYY-MM-DD) or an instant (ISO) whose day the reader's zone decides. */
  | { kind: 'date'; value: string };

export interface InsightTable {
  header: string[];
  /** Numeric columns (aligned right). */
  numeric: boolean[];
  rows: InsightCell[][];
}

/** The words the tables need: `insights` messages, looked up by key. */
export type InsightWords = (key: string, values?: Record<string, string | number>) => string;

export const paymentColumns: readonly PaymentState[] = ['paid', 'pending', 'canceled', 'other', 'none'];

const text = (value: string): InsightCell => ({ kind: 'text', value });
const count = (value: number): InsightCell => ({ kind: 'count', value });

function weekRows(
  weeks: readonly WeekPoint[],
  earlier: number,
  words: InsightWords,
  fmt: InlineFormats,
): InsightCell[][] {
  const rows: InsightCell[][] = [];
  const first = weeks[0];
  if (earlier > 0 && first)
    rows.push([
      text(words('table.before', { date: fmt.day(first.kind === 'week' ? first.start : first.from) })),
      count(earlier),
    ]);
  for (const mark of weeks) {
    if (mark.kind === 'week') rows.push([{ kind: 'week', value: mark.start }, count(mark.count)]);
    else
      rows.push([
        text(
          words('table.gap', {
            total: mark.weeks,
            count: fmt.count(mark.weeks),
            from: fmt.day(mark.from),
            to: fmt.day(addWeeks(mark.from, mark.weeks - 1)),
          }),
        ),
        count(0),
      ]);
  }
  return rows;
}

/** How a number and a day are written inside a sentence of a cell (a run of weeks with nothing). */
export interface InlineFormats {
  count: (n: number) => string;
  /** A calendar day, YYYY-MM-DD. */
  day: (day: string) => string;
}

const plain: InlineFormats = { count: String, day: (day) => day };

/** The table of one chart. */
export function insightTable(
  view: InsightsView,
  chart: InsightChart,
  words: InsightWords,
  fmt: InlineFormats = plain,
): InsightTable {
  switch (chart) {
    case 'registrations':
      return {
        header: [words('table.week'), words('table.registered')],
        numeric: [false, true],
        rows: weekRows(view.registrations.weeks, view.registrations.earlier, words, fmt),
      };
    case 'imports':
      return {
        header: [words('table.week'), words('table.rowsRegistered')],
        numeric: [false, true],
        rows: weekRows(view.imports.weeks, view.imports.earlier, words, fmt),
      };
    case 'sign-ins':
      return {
        header: [
          words('table.organization'),
          words('table.signedIn'),
          words('table.notSignedIn'),
          words('table.shareSignedIn'),
        ],
        numeric: [false, true, true, true],
        rows: view.signIns.rows.map((r) => {
          const all = r.signedIn + r.notSignedIn;
          return [
            text(r.organization.name),
            count(r.signedIn),
            count(r.notSignedIn),
            { kind: 'percent', value: all ? r.signedIn / all : null },
          ];
        }),
      };
    case 'applications':
      return {
        header: [
          words('table.organization'),
          words('table.sitting'),
          ...paymentColumns.map((state) => words(`payment.${state}`)),
          words('table.total'),
        ],
        numeric: [false, false, ...paymentColumns.map(() => true), true],
        rows: view.applications.rows.map((r) => [
          text(r.organization.name),
          r.sittingName
            ? text(r.sittingName)
            : r.sittingDate
              ? { kind: 'date', value: r.sittingDate }
              : text(words(r.sittingId ? 'table.sittingUnnamed' : 'table.noSitting')),
          ...paymentColumns.map((state) => count(r.counts[state])),
          count(paymentColumns.reduce((sum, state) => sum + r.counts[state], 0)),
        ]),
      };
  }
}

/** A table's cells as CSV text: numbers as digits, days as YYYY-MM-DD, shares as percent with one decimal. */
export function csvCells(table: InsightTable): string[][] {
  return [
    table.header,
    ...table.rows.map((row) =>
      row.map((cell) => {
        switch (cell.kind) {
          case 'text':
            return cell.value;
          case 'count':
            return String(cell.value);
          case 'percent':
            return cell.value === null ? '' : (cell.value * 100).toFixed(1);
          case 'week':
            return cell.value;
          case 'date':
            return cell.value.slice(0, 10);
        }
      }),
    ),
  ];
}
