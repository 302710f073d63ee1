import 'server-only';
import { createTranslator } from 'next-intl';
import type { WordingTranslator } from '@/lib/i18n/api-wording';
import en from '@/lib/i18n/messages/en.json';
import { partnerErrorSay, sayText, type ServerSay } from '@/lib/i18n/server-says';
import type { PartnerApiError } from '@/server/partner';

export interface ExplainedError {
  /** What happened and what to do, for people. */
  message: string;
  /** The same, for the reader's browser to say in their language. */
  say: ServerSay;
  /** The form field the API's 400 message is about, when it names one first (`email must be an email`). */
  field?: string;
}

const fieldFirst = /^([a-zA-Z][a-zA-Z0-9]*) (must|should|is|was|can)\b/;

/**
 * Turns a Partner API error into words for a school coordinator (lib/i18n/server-says.ts): `say` for the
 * reader's browser to word in their language, `message` in English for logs and shared copies.
 */
export function explainPartnerError(error: PartnerApiError): ExplainedError {
  const field = error.status === 400 ? fieldFirst.exec(error.message)?.[1] : undefined;
  const say = partnerErrorSay(error);
  return { message: sayText(say, english), say, ...(field ? { field } : {}) };
}

const english = createTranslator({ locale: 'en', messages: en }) as unknown as WordingTranslator;
