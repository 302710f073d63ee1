import { LocalTime } from '@/components/ui/local-time';
import type { Attention } from '@/lib/home/home-view';
import { AttentionItem } from './attention-item';
import { AttentionSection } from './attention-section';
import { formatCount } from '@/lib/format/count';

/** Applications whose payment is pending, from the students' cards the console holds. */
export function AwaitingPayment({ attention }: { attention: Attention }) {
  const { awaitingPayment: list, awaitingPaymentTotal: total, applicationsAsOf } = attention;
  return (
    <AttentionSection
      title="Applications awaiting payment"
      description="A student cannot sit a priced exam until it is paid. Payments are made on the platform, not here."
      empty="No application is waiting for payment."
      count={total}
      footer={
        <>
          {total > list.length ? `The ${list.length} newest of ${total} are shown. ` : ''}
          From the students’ records the console holds
          {applicationsAsOf ? (
            <>
              {' '}
              (the newest read <LocalTime value={applicationsAsOf} />)
            </>
          ) : null}
          ; a student’s page shows the latest.
        </>
      }
    >
      {list.map((a) => (
        <AttentionItem
          key={a.applicationId}
          href={a.href}
          action="Open the application"
          testId="awaiting-payment"
          title={a.studentName}
        >
          An application in {a.organization.name}, price {formatCount(a.amount)}, not paid yet.
        </AttentionItem>
      ))}
    </AttentionSection>
  );
}
