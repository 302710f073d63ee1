'use client';
import { useTranslations } from 'next-intl';
import { XIcon } from '@/components/ui/icons';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert } from './alert';

/** How a write ended, said in one sentence; errors carry the API's request id when there is one. */
export interface WriteOutcome {
  tone: 'success' | 'error';
  text: ReactNode;
  requestId?: string | null;
}

interface WriteFeedbackState {
  outcome: WriteOutcome | null;
  report: (outcome: WriteOutcome) => void;
  dismiss: () => void;
}

const WriteFeedbackContext = createContext<WriteFeedbackState | null>(null);

/**
 * The console's one way to answer a write: an inline note above what was changed (never a toast),
 * which stays until the next write or until dismissed, so nobody misses it.
 */
export function WriteFeedbackProvider({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const dismiss = useCallback(() => setOutcome(null), []);
  const value = useMemo(() => ({ outcome, report: setOutcome, dismiss }), [outcome, dismiss]);
  return <WriteFeedbackContext.Provider value={value}>{children}</WriteFeedbackContext.Provider>;
}

/** Reports a write's outcome to the nearest `WriteFeedback` note. */
export function useReportWrite(): (outcome: WriteOutcome) => void {
  const state = useContext(WriteFeedbackContext);
  if (!state) throw new Error('useReportWrite needs a WriteFeedbackProvider above it.');
  return state.report;
}

/** Where the last write's outcome is shown. */
export function WriteFeedback() {
  const t = useTranslations('common');
  const state = useContext(WriteFeedbackContext);
  if (!state?.outcome) return <div aria-live="polite" className="sr-only" />;
  const { outcome, dismiss } = state;
  return (
    <Alert
      tone={outcome.tone}
      requestId={outcome.tone === 'error' ? outcome.requestId : null}
      className="relative pr-10"
    >
      {outcome.text}
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('dismiss')}
        className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
      >
        <XIcon className="size-4" aria-hidden />
      </button>
    </Alert>
  );
}
