import { DownloadIcon } from '@/components/ui/icons';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CoverageNote } from '@/components/home/coverage-note';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import type { ChartCoverage, InsightChart, InsightsView as View } from '@/lib/insights/insights-view';
import { insightTable, paymentColumns, type InsightWords } from '@/lib/insights/tables';
import { cellText, insightFormat, type InsightFormat } from './insight-format';
import { StackedBars, type StackedSeries } from './stacked-bars';
import { WeekChart } from './week-chart';

type T = Awaited<ReturnType<typeof getTranslations<'insights'>>>;

const paymentColors: Record<(typeof paymentColumns)[number], string> = {
  paid: 'bg-emerald-600',
  pending: 'bg-amber-500',
  canceled: 'bg-rose-600',
  other: 'bg-violet-600',
  none: 'bg-slate-400',
};

/** The four charts of the Insights page, each with its table, its CSV and how old and whole its copy is. */
export async function InsightsView({ view }: { view: View }) {
  const t = await getTranslations('insights');
  const locale = await getLocale();
  const format = insightFormat(locale, (await getTimeZone()) ?? view.timeZone);
  const words = t as unknown as InsightWords;
  const coordinator = view.role === 'coordinator';
  const weekRange = (start: string, end: string) => t('table.weekRange', { start, end });
  const gapLabel = (weeks: number) => t('gapMark', { count: format.count(weeks) });

  const table = (chart: InsightChart, caption: string) => (
    <ChartTable table={insightTable(view, chart, words, format)} caption={caption} format={format} range={weekRange} />
  );
  const mirrorPending = !view.mirror.complete;

  return (
    <div className="space-y-6">
      <ChartCard
        id="registrations"
        title={t('registrations.title')}
        description={t('registrations.description')}
        coverage={
          <CoverageLine coverage={view.registrations.coverage} t={t} format={format} coordinator={coordinator} />
        }
        pending={mirrorPending ? <FirstRead view={view} t={t} /> : null}
        empty={view.registrations.weeks.length === 0 ? t('registrations.empty') : null}
        total={t('total', { count: format.count(view.registrations.total) })}
        chart={
          <WeekChart
            weeks={view.registrations.weeks}
            label={t('chartLabel', { title: t('registrations.title') })}
            format={format}
            gapLabel={gapLabel}
          />
        }
        table={table('registrations', t('registrations.title'))}
        t={t}
      />
      <ChartCard
        id="sign-ins"
        title={t('signIns.title')}
        description={t('signIns.description')}
        coverage={<CoverageLine coverage={view.signIns.coverage} t={t} format={format} coordinator={coordinator} />}
        pending={mirrorPending ? <FirstRead view={view} t={t} /> : null}
        empty={view.signIns.rows.every((r) => r.signedIn + r.notSignedIn === 0) ? t('signIns.empty') : null}
        chart={
          <StackedBars
            rows={view.signIns.rows.map((r) => ({
              key: r.organization.slug,
              label: r.organization.name,
              values: { signedIn: r.signedIn, notSignedIn: r.notSignedIn },
            }))}
            series={[
              { key: 'signedIn', label: t('table.signedIn'), color: 'bg-sky-600' },
              { key: 'notSignedIn', label: t('table.notSignedIn'), color: 'bg-slate-400' },
            ]}
            label={t('chartLabel', { title: t('signIns.title') })}
            format={format}
          />
        }
        table={table('sign-ins', t('signIns.title'))}
        t={t}
      />
      <ChartCard
        id="applications"
        title={t('applications.title')}
        description={t('applications.description')}
        coverage={
          <CoverageLine coverage={view.applications.coverage} t={t} format={format} coordinator={coordinator} />
        }
        pending={mirrorPending ? <FirstRead view={view} t={t} /> : null}
        empty={view.applications.rows.length === 0 ? t('applications.empty') : null}
        total={t('total', { count: format.count(view.applications.total) })}
        chart={
          <StackedBars
            rows={insightTable(view, 'applications', words, format).rows.map((cells, i) => ({
              key: `${i}`,
              label: `${cellText(cells[0]!, format, weekRange)} · ${cellText(cells[1]!, format, weekRange)}`,
              values: view.applications.rows[i]!.counts,
            }))}
            series={paymentColumns.map((state): StackedSeries => ({
              key: state,
              label: t(`payment.${state}`),
              color: paymentColors[state],
            }))}
            label={t('chartLabel', { title: t('applications.title') })}
            format={format}
          />
        }
        table={table('applications', t('applications.title'))}
        wideTable
        t={t}
      />
      <ChartCard
        id="imports"
        title={t('imports.title')}
        description={coordinator ? t('imports.descriptionCoordinator') : t('imports.description')}
        coverage={<CoverageLine coverage={view.imports.coverage} t={t} format={format} coordinator={coordinator} />}
        pending={null}
        empty={view.imports.weeks.length === 0 ? t('imports.empty') : null}
        total={t('total', { count: format.count(view.imports.total) })}
        chart={
          <WeekChart
            weeks={view.imports.weeks}
            label={t('chartLabel', { title: t('imports.title') })}
            format={format}
            gapLabel={gapLabel}
          />
        }
        table={table('imports', t('imports.title'))}
        t={t}
      />
    </div>
  );
}

function ChartCard({
  id,
  title,
  description,
  coverage,
  pending,
  empty,
  total,
  chart,
  table,
  wideTable = false,
  t,
}: {
  id: InsightChart;
  title: string;
  description: string;
  coverage: ReactNode;
  /** While the mirror's first read is under way: what to say instead of the chart. */
  pending: ReactNode;
  empty: string | null;
  total?: string;
  chart: ReactNode;
  table: ReactNode;
  wideTable?: boolean;
  t: T;
}) {
  const headingId = `insight-${id}`;
  return (
    <Card aria-labelledby={headingId} data-testid={`insight-${id}`}>
      <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
          {pending ? null : (
            <p className="text-xs text-slate-600" data-testid="insight-coverage">
              {coverage}
            </p>
          )}
        </div>
        {pending || empty ? null : (
          <a
            href={`/api/insights/${id}`}
            download
            className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'shrink-0 self-start' })}
            aria-label={t('downloadLabel', { title })}
          >
            <DownloadIcon className="size-4" aria-hidden />
            {t('download')}
          </a>
        )}
      </CardHeader>
      <CardContent>
        {pending ? (
          pending
        ) : empty ? (
          <p className="text-sm text-slate-700">{empty}</p>
        ) : (
          <div className={wideTable ? 'space-y-5' : 'grid gap-5 xl:grid-cols-2'}>
            <div className="min-w-0 space-y-2">
              {chart}
              {total ? <p className="text-sm font-medium text-slate-800">{total}</p> : null}
            </div>
            <div className="min-w-0">{table}</div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ChartTable({
  table,
  caption,
  format,
  range,
}: {
  table: ReturnType<typeof insightTable>;
  caption: string;
  format: InsightFormat;
  range: (start: string, end: string) => string;
}) {
  // Two columns fit a phone as they are; wider tables become one card per row there.
  const stack = table.header.length > 2;
  return (
    <Table stack={stack}>
      <caption className="sr-only">{caption}</caption>
      <TableHead>
        <TableRow>
          {table.header.map((h, i) => (
            <Th key={i} scope="col" className={table.numeric[i] ? 'text-right' : undefined}>
              {h}
            </Th>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.rows.map((row, r) => (
          <TableRow key={r}>
            {row.map((cell, i) => (
              <Td
                key={i}
                label={table.header[i]}
                wide={stack && i === 0 && !table.numeric[i]}
                className={
                  table.numeric[i]
                    ? `text-right whitespace-nowrap tabular-nums ${stack ? 'max-sm:text-left' : ''}`
                    : undefined
                }
              >
                {cellText(cell, format, range)}
              </Td>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CoverageLine({
  coverage,
  t,
  format,
  coordinator,
}: {
  coverage: ChartCoverage;
  t: T;
  format: InsightFormat;
  coordinator: boolean;
}) {
  const values = {
    time: coverage.asOf ? format.time(coverage.asOf) : '—',
    covered: format.count(coverage.covered),
    total: coverage.of,
    of: format.count(coverage.of),
  };
  if (coverage.unit === 'imports')
    return <>{coordinator ? t('coverage.importsCoordinator', values) : t('coverage.imports', values)}</>;
  return <>{coverage.unit === 'students' ? t('coverage.students', values) : t('coverage.organizations', values)}</>;
}

function FirstRead({ view, t }: { view: View; t: T }) {
  return (
    <div className="space-y-1 text-sm" data-testid="insight-first-read">
      <p className="text-slate-700">{t('firstRead')}</p>
      <CoverageNote coverage={view.mirror} />
    </div>
  );
}
