import { useTranslations } from 'next-intl';
import { isApiStyleMessage, recognizeApiMessage, sentenceFor, type WordingTranslator } from '@/lib/i18n/api-wording';

/** A message as people read it: our sentence, or the API's own words shown under "The API said:". */
export interface WordedMessage {
  text: string | null;
  apiSaid: string | null;
}

/** Words the API's rule messages in the reader's language, naming the field as the form labels it. */
export function useApiWording(): (message: string) => WordedMessage {
  const t = useTranslations() as unknown as WordingTranslator;
  return (message) => {
    const known = recognizeApiMessage(message);
    if (known) return { text: sentenceFor(known, t), apiSaid: null };
    return isApiStyleMessage(message) ? { text: null, apiSaid: message } : { text: message, apiSaid: null };
  };
}
