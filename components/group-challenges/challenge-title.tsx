'use client';
import { useTranslations } from 'next-intl';
import { useChallenge, type ChallengeRef } from './use-challenge';

/** The challenge's title for a breadcrumb, from the shared cache; "Challenge" until it is known. */
export function ChallengeTitle({ challenge }: { challenge: ChallengeRef }) {
  const t = useTranslations('groupChallenges');
  const query = useChallenge(challenge);
  return <>{query.data?.challenge.title ?? t('challenge')}</>;
}
