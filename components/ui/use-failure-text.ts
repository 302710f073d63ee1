import { useTranslations } from 'next-intl';
import type { WordingTranslator } from '@/lib/i18n/api-wording';
import { sayText, type SaidFailure, type SayContext } from '@/lib/i18n/server-says';

/**
 * A failure's message in the reader's language when the server gave it as a catalog key; else as written.
 * `context.organization`: the organization's name, for the messages that name it. Only inside `<ErrorWording>`
 * (components/ui/error-wording.tsx), which gives the `serverSays` messages.
 */
export function useFailureText(): (failure: SaidFailure, context?: SayContext) => string {
  const t = useTranslations() as unknown as WordingTranslator;
  return (failure, context) =>
    failure.say && t.has(`serverSays.${failure.say.key}`) ? sayText(failure.say, t, context) : failure.message;
}
