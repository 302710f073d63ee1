'use client';
import { describeWindow, windowState } from '@/lib/group-challenges/countdown';
import { cn } from '@/components/ui/cn';
import { useNow } from '@/components/ui/use-now';
import { useTimeWords } from '@/components/ui/use-time-words';

/**
 * The live countdown of a challenge window, from the browser's clock: `Closes in 3 days 2 hours` while
 * open, `Opens in …` before. A closed challenge shows no countdown.
 */
export function WindowCountdown({
  status,
  windowStart,
  windowEnd,
}: {
  status: string;
  windowStart: string | null;
  windowEnd: string | null;
}) {
  const now = useNow(1000);
  const words = useTimeWords();
  if (status !== 'published' || now === null) return null;
  const state = windowState(now, windowStart, windowEnd);
  const soon = state.phase === 'open' && (state.remainingMs ?? 0) < 86_400_000;
  return (
    <span
      className={cn(
        'text-sm font-medium tabular-nums',
        state.phase === 'open' ? (soon ? 'text-amber-800' : 'text-emerald-800') : 'text-slate-600',
      )}
      data-testid="window-countdown"
    >
      {describeWindow(now, windowStart, windowEnd, words.window)}
    </span>
  );
}
