'use client';
import { GroupChallengesError } from '@/components/group-challenges/route-error';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <GroupChallengesError error={error} reset={reset} />;
}
