import { useTranslations } from 'next-intl';
import { isApiStyleMessage, recognizeApiMessage } from '@/lib/i18n/api-wording';

/** A message as people read it: our sentence, or the API's own words shown under "The API said:". */
export interface WordedMessage {
  text: string | null;
  apiSaid: string | null;
}

/** Words the API's rule messages in the reader's language, naming the field as the form labels it. */
export function useApiWording(): (message: string) => WordedMessage {
  const t = useTranslations('apiWording');
  return (message) => {
    const known = recognizeApiMessage(message);
    if (known) {
      const field = known.field
        ? t.has(`fields.${known.field}` as never)
          ? t(`fields.${known.field}` as never)
          : known.field
        : '';
      return { text: t(`rules.${known.rule}`, { ...known.values, field }), apiSaid: null };
    }
    return isApiStyleMessage(message) ? { text: null, apiSaid: message } : { text: message, apiSaid: null };
  };
}
