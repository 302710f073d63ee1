'use client';
import { useChallenge, type ChallengeRef } from './use-challenge';

/** The challenge's title for a breadcrumb, from the shared cache; "Challenge" until it is known. */
export function ChallengeTitle({ challenge }: { challenge: ChallengeRef }) {
  const query = useChallenge(challenge);
  return <>{query.data?.challenge.title ?? 'Challenge'}</>;
}
