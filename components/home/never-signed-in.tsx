import { useTranslations } from 'next-intl';
import type { Attention } from '@/lib/home/home-view';
import { AttentionItem } from './attention-item';
import { AttentionSection } from './attention-section';
import { CoverageAsOf, CoverageNote, useEmptyWords } from './coverage-note';

/** Per organization your students apply to: those who never signed in there, who can neither apply nor sit. */
export function NeverSignedIn({ attention, coordinator }: { attention: Attention; coordinator: boolean }) {
  const { neverSignedIn: list, coverage } = attention;
  const t = useTranslations('home');
  const empty = useEmptyWords(coverage);
  return (
    <AttentionSection
      title={t('neverTitle')}
      description={coordinator ? t('neverIntroCoordinator') : t('neverIntro')}
      empty={empty(t('neverEmpty'))}
      count={list.reduce((n, o) => n + o.students, 0)}
      footer={coverage.complete ? <CoverageAsOf coverage={coverage} /> : <CoverageNote coverage={coverage} />}
    >
      {list.map((o) => (
        <AttentionItem
          key={o.organization.slug}
          href={o.href}
          action={t('seeWho')}
          testId="never-signed-in"
          title={t('neverLine', { count: o.students, organization: o.organization.name })}
        />
      ))}
    </AttentionSection>
  );
}
