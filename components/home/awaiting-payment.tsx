import { useLocale, useTranslations } from 'next-intl';
import { LocalTime } from '@/components/ui/local-time';
import type { Attention } from '@/lib/home/home-view';
import { AttentionItem } from './attention-item';
import { AttentionSection } from './attention-section';
import { CoverageNote, useEmptyWords } from './coverage-note';
import { formatCount } from '@/lib/format/count';

/** Applications whose payment is pending, from the students' cards the console holds. */
export function AwaitingPayment({ attention }: { attention: Attention }) {
  const { awaitingPayment: list, awaitingPaymentTotal: total, applicationsAsOf, coverage } = attention;
  const t = useTranslations('home');
  const locale = useLocale();
  const empty = useEmptyWords(coverage);
  return (
    <AttentionSection
      title={t('paymentTitle')}
      description={t('paymentIntro')}
      empty={empty(t('paymentEmpty'))}
      count={total}
      footer={
        <>
          <CoverageNote coverage={coverage} />
          {total > list.length ? t('paymentNewest', { shown: list.length, total }) : ''}
          {applicationsAsOf
            ? t.rich('paymentFromAsOf', { time: () => <LocalTime value={applicationsAsOf} /> })
            : t('paymentFrom')}
        </>
      }
    >
      {list.map((a) => (
        <AttentionItem
          key={a.applicationId}
          href={a.href}
          action={t('openApplication')}
          testId="awaiting-payment"
          title={a.studentName}
        >
          {t('paymentLine', { organization: a.organization.name, amount: formatCount(a.amount, locale) })}
        </AttentionItem>
      ))}
    </AttentionSection>
  );
}
