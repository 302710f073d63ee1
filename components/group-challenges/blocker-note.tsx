'use client';
import type { Blocker } from '@/lib/group-challenges/blockers';
import { useChallengeWords } from './use-challenge-words';

/** Why a submit button is disabled, in the same words as the API's refusal would be. */
export function BlockerNote({ blocker, testId }: { blocker: Blocker | null; testId?: string }) {
  const words = useChallengeWords();
  if (!blocker) return null;
  const { title, message } = words.refusal(blocker);
  return (
    <p className="max-w-prose text-sm text-slate-700" data-testid={testId}>
      <span className="font-medium text-slate-900">{`${title}.`}</span> {message}
    </p>
  );
}
