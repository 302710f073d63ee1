import 'server-only';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { tableToCsv } from '@/lib/csv/export';
import type { InsightChart } from '@/lib/insights/insights-view';
import { csvCells, insightTable, type InsightWords } from '@/lib/insights/tables';
import { defineRead } from '@/server/action-runner/define-read';
import type { ConsoleUser } from '@/server/auth/roles';
import { loadInsights } from './load-insights';

/** The Insights page (`/insights`) of every role: a coordinator's counts kept to their schools inside loadInsights. */
export const insightsRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  scope: 'own-schools',
  copy: 'database',
  schema: z.strictObject({ timeZone: z.string().max(64) }),
  load: ({ timeZone }, user) => loadInsights(user, timeZone),
});

export interface InsightsCsv {
  fileName: string;
  body: string;
}

/**
 * One chart's table as a CSV file for its download route, in the reader's language (headers and words), numbers
 * as digits and days as YYYY-MM-DD; null while the mirror's first read is under way (the page shows no chart then).
 */
export async function insightsCsv(user: ConsoleUser, chart: InsightChart): Promise<InsightsCsv | null> {
  const [timeZone, t] = await Promise.all([getTimeZone(), getTranslations('insights'), getLocale()]);
  const view = await insightsRead.load(user, { timeZone: timeZone ?? 'UTC' });
  if (chart !== 'imports' && !view.mirror.complete) return null;
  const table = insightTable(view, chart, t as unknown as InsightWords);
  const day = view.now.slice(0, 10);
  return { fileName: `insights-${chart}-${day}.csv`, body: tableToCsv(csvCells(table)) };
}
