'use client';
import { LoaderCircleIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { useTranslations } from 'next-intl';
import { BUSY_RETRY_LIMIT } from '@/lib/group-challenges/busy-retry';
import { useChallengeWords } from './use-challenge-words';
import type { SubmitState } from './use-group-submit';

/**
 * What a submit is doing or did: working, "retrying…" while the group is busy, the result, or the
 * refusal in words (the `challengeReasons` messages) with the request id.
 */
export function SubmitFeedback<T>({
  kind,
  state,
  success,
}: {
  /** `step` or `final`: names the test ids, so both feedbacks can share a page. */
  kind: string;
  state: SubmitState<T>;
  success: (data: T) => { title: string; body?: ReactNode };
}) {
  const reasons = useTranslations('challengeReasons');
  const words = useChallengeWords();
  if (state.phase === 'idle') return null;
  if (state.phase === 'pending' || state.phase === 'retrying') {
    return (
      <Alert
        tone={state.phase === 'retrying' ? 'warning' : 'info'}
        aria-live="polite"
        data-testid={`${kind}-submit-progress`}
      >
        <span className="flex items-center gap-2">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
          {state.phase === 'retrying'
            ? reasons('retrying', { attempt: state.attempt, limit: BUSY_RETRY_LIMIT })
            : `${state.label}…`}
        </span>
      </Alert>
    );
  }
  if (state.phase === 'done') {
    const { title, body } = success(state.data);
    return (
      <Alert tone="success" title={title} aria-live="polite" data-testid={`${kind}-submit-result`}>
        {body}
      </Alert>
    );
  }
  const refusal = words.refusal(state.failure);
  return (
    <Alert
      tone="error"
      title={`${state.label}: ${refusal.title}`}
      requestId={state.failure.requestId}
      data-testid={`${kind}-submit-result`}
    >
      <p>{state.busyTries ? reasons('gaveUp', { tries: state.busyTries }) : refusal.message}</p>
    </Alert>
  );
}
