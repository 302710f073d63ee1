'use client';
import { useTranslations } from 'next-intl';
import type { WordingTranslator } from '@/lib/i18n/api-wording';
import { sayText, type SaidFailure } from '@/lib/i18n/server-says';

/** A failure's message in the reader's language when the server gave it as a catalog key; else as written. */
export function useFailureText(): (failure: SaidFailure) => string {
  const t = useTranslations() as unknown as WordingTranslator;
  return (failure) =>
    failure.say && t.has(`serverSays.${failure.say.key}`) ? sayText(failure.say, t) : failure.message;
}

/** What went wrong, as {@link useFailureText} says it; usable from server components too. */
export function FailureText({ failure }: { failure: SaidFailure }) {
  return <>{useFailureText()(failure)}</>;
}
