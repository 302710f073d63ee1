'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { BUSY_RETRY_LIMIT, busyRetryDelay } from '@/lib/group-challenges/busy-retry';
import { isBusyFailure, type SubmitFailure } from '@/lib/group-challenges/submit-outcome';
import type { ActionFailure } from '@/lib/query/action-query';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';

type Answer<T> = { ok: true; data: T } | { ok: false; error: ActionFailure };

export type SubmitState<T> =
  | { phase: 'idle' }
  | { phase: 'pending'; label: string }
  | { phase: 'retrying'; label: string; attempt: number }
  | { phase: 'done'; label: string; data: T }
  | { phase: 'failed'; label: string; failure: SubmitFailure; busyTries?: number };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one submit action the way a busy group needs (spec §4.7): a 503 `busy` is asked again after
 * Retry-After, up to BUSY_RETRY_LIMIT more times, while the page says "retrying…"; then it gives up
 * with a message. Afterwards the group, its activity and the challenge's lists are read again.
 */
export function useGroupSubmit<T>(scope: { slug: string; challengeId: string; groupId: string }) {
  const reasons = useTranslations('challengeReasons');
  const queryClient = useQueryClient();
  const [state, setState] = useState<SubmitState<T>>({ phase: 'idle' });
  const running = useRef(false);

  const run = useCallback(
    async (label: string, call: () => Promise<Answer<T>>) => {
      if (running.current) return;
      running.current = true;
      setState({ phase: 'pending', label });
      try {
        let attempt = 0;
        for (;;) {
          const answer = await call();
          if (answer.ok) {
            setState({ phase: 'done', label, data: answer.data });
            break;
          }
          if (!isBusyFailure(answer.error)) {
            setState({ phase: 'failed', label, failure: answer.error });
            break;
          }
          attempt += 1;
          const delay = busyRetryDelay(
            attempt,
            typeof answer.error.details?.retryAfter === 'number' ? answer.error.details.retryAfter : undefined,
          );
          if (delay === null) {
            setState({ phase: 'failed', label, failure: answer.error, busyTries: BUSY_RETRY_LIMIT + 1 });
            break;
          }
          setState({ phase: 'retrying', label, attempt });
          await wait(delay);
        }
      } catch {
        setState({
          phase: 'failed',
          label,
          failure: { message: reasons('unreachable') },
        });
      } finally {
        running.current = false;
        await queryClient.invalidateQueries({ queryKey: groupChallengeKeys.challenge(scope.slug, scope.challengeId) });
      }
    },
    [queryClient, reasons, scope.slug, scope.challengeId],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, reset, busy: state.phase === 'pending' || state.phase === 'retrying' };
}
