import { useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';

const bar = 'animate-pulse rounded bg-slate-200';

/** What the applications table will be (its columns, some rows, the pager) while it is read. */
export function ApplicationsTableSkeleton({ rows }: { rows: number }) {
  const t = useTranslations('applications');
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-3" data-testid="applications-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <Table aria-hidden>
        <TableHead>
          <tr>
            <Th>{t('student')}</Th>
            <Th>{t('exam')}</Th>
            <Th>{t('payment')}</Th>
            <Th>{t('state')}</Th>
            <Th>{t('applied')}</Th>
          </tr>
        </TableHead>
        <TableBody>
          {Array.from({ length: rows }, (_, i) => (
            <TableRow key={i}>
              <Td>
                <div className={`${bar} h-4 w-36`} />
                <div className={`${bar} mt-1.5 h-3 w-20 bg-slate-100`} />
              </Td>
              <Td className="min-w-56">
                <div className={`${bar} h-4 w-64`} />
              </Td>
              <Td>
                <div className={`${bar} h-5 w-16 rounded-full`} />
              </Td>
              <Td>
                <div className={`${bar} h-4 w-20`} />
              </Td>
              <Td>
                <div className={`${bar} h-4 w-32`} />
              </Td>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex items-center justify-between gap-3" aria-hidden>
        <div className={`${bar} h-4 w-72`} />
        <div className="flex gap-2">
          <div className={`${bar} h-8 w-24`} />
          <div className={`${bar} h-8 w-20`} />
        </div>
      </div>
    </div>
  );
}

/** What an application's page will be (its heading and four cards) while the rest is read. */
export function ApplicationDetailSkeleton() {
  const t = useTranslations('applications');
  const card = (title: string, lines: number) => (
    <Card>
      <CardHeader>
        <p className="text-base font-semibold text-slate-600">{title}</p>
      </CardHeader>
      <CardContent className="space-y-2">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={`${bar} h-4 ${i % 2 ? 'w-1/2' : 'w-3/4'}`} />
        ))}
      </CardContent>
    </Card>
  );
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-5" data-testid="application-skeleton">
      <span className="sr-only">{t('loadingOne')}</span>
      <div className="space-y-2" aria-hidden>
        <div className={`${bar} h-7 w-96 max-w-full`} />
        <div className={`${bar} h-4 w-80 max-w-full bg-slate-100`} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {card(t('exam'), 5)}
        {card(t('paymentAndParticipation'), 6)}
        {card(t('moveTitle'), 2)}
        {card(t('deleteTitle'), 2)}
      </div>
    </div>
  );
}
