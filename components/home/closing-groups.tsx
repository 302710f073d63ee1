import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { LocalTime } from '@/components/ui/local-time';
import type { Attention } from '@/lib/home/home-view';
import { closesIn } from '@/lib/home/words';
import { AttentionItem } from './attention-item';
import { AttentionSection } from './attention-section';

/** Groups of the viewer's students whose work is not sent, in challenges closing within 72 hours. */
export function ClosingGroups({
  attention,
  now,
  coordinator,
}: {
  attention: Attention;
  now: number;
  coordinator: boolean;
}) {
  const groups = attention.closingGroups;
  const asOf = attention.challengesFreshness?.fetchedAt;
  const t = useTranslations('home');
  return (
    <AttentionSection
      title={t('closingTitle')}
      description={coordinator ? t('closingIntroCoordinator') : t('closingIntro')}
      empty={t('closingEmpty')}
      count={groups.length}
      footer={
        attention.challengeProblems.length || asOf ? (
          <div className="space-y-2">
            {attention.challengeProblems.map((p) => (
              <Alert key={p.organization?.slug ?? 'all'} tone="warning" requestId={p.requestId}>
                {p.organization
                  ? t('orgChallengesUnread', { organization: p.organization.name, message: p.message })
                  : t('challengesUnread', { message: p.message })}
              </Alert>
            ))}
            {asOf ? (
              <p data-testid="closing-as-of">{t.rich('closingAsOf', { time: () => <LocalTime value={asOf} /> })}</p>
            ) : null}
          </div>
        ) : null
      }
    >
      {groups.map((g) => (
        <AttentionItem
          key={`${g.challenge.id}:${g.group.id}`}
          href={g.href}
          action={t('openGroup')}
          testId="closing-group"
          title={t('groupSteps', {
            group: g.group.name,
            submitted: g.group.stepsSubmitted,
            total: g.group.stepCount,
          })}
        >
          {t('groupLine', {
            challenge: g.challenge.title,
            organization: g.organization.name,
            closes: t('closesIn', closesIn(g.challenge.windowEnd, now)),
            status: g.group.status,
          })}
        </AttentionItem>
      ))}
    </AttentionSection>
  );
}
