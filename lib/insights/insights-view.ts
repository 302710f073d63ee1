import type { AccountCoverage } from '@/lib/home/home-view';

/** The Insights page (`/insights`): four charts built from the console's own copy, for the viewer's scope. */
export const insightCharts = ['registrations', 'sign-ins', 'applications', 'imports'] as const;
export type InsightChart = (typeof insightCharts)[number];

export const isInsightChart = (value: string): value is InsightChart =>
  (insightCharts as readonly string[]).includes(value);

/** One bar of a weekly chart, or a run of weeks with nothing, folded into one mark. */
export type WeekPoint =
  | { kind: 'week'; /** The week's Monday, YYYY-MM-DD, in the reader's zone. */ start: string; count: number }
  | { kind: 'gap'; from: string; weeks: number };

/** How old and how whole the copy behind a chart is. */
export interface ChartCoverage {
  /** When the copy was last read whole (the mirror's last complete run; now for the console's own imports). */
  asOf: string | null;
  /** What the chart counts, of what there is in the viewer's scope (students, or organizations). */
  covered: number;
  of: number;
  unit: 'students' | 'organizations' | 'imports';
}

/** A weekly chart: its marks, what came before the first of them, and the sum of all. */
export interface WeeklyChart {
  weeks: WeekPoint[];
  earlier: number;
  total: number;
  coverage: ChartCoverage;
}

export interface SignInRow {
  organization: { slug: string; name: string };
  signedIn: number;
  notSignedIn: number;
}

export const paymentStates = ['paid', 'pending', 'canceled', 'other', 'none'] as const;
export type PaymentState = (typeof paymentStates)[number];

export interface SittingRow {
  organization: { slug: string; name: string };
  /** The sitting's id; null for applications whose exam names none (or is gone). */
  sittingId: string | null;
  /** The sitting's name as an available-exams tree gave it; its date (ISO) when only that is known. */
  sittingName: string | null;
  sittingDate: string | null;
  counts: Record<PaymentState, number>;
}

export interface InsightsView {
  role: 'admin' | 'support' | 'coordinator';
  now: string;
  timeZone: string;
  /** The mirror's read of the account: until its first complete run, its charts say so instead of showing. */
  mirror: AccountCoverage;
  registrations: WeeklyChart;
  signIns: { rows: SignInRow[]; coverage: ChartCoverage };
  applications: { rows: SittingRow[]; total: number; coverage: ChartCoverage };
  imports: WeeklyChart;
}
