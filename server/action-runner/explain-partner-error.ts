import 'server-only';
import { createTranslator } from 'next-intl';
import { recognizeApiMessage, sentenceFor as ruleSentence, type WordingTranslator } from '@/lib/i18n/api-wording';
import en from '@/lib/i18n/messages/en.json';
import { withoutFinalStop } from '@/lib/text/final-stop';
import type { PartnerApiError } from '@/server/partner';

export interface ExplainedError {
  /** What happened and what to do, for people. */
  message: string;
  /** The form field the API's 400 message is about, when it names one first (`email must be an email`). */
  field?: string;
}

const fieldFirst = /^([a-zA-Z][a-zA-Z0-9]*) (must|should|is|was|can)\b/;

/**
 * Turns a Partner API error into words for a school coordinator. Decides on status and code only
 * (spec §7); the API's own message is kept because it names the field and the rule.
 */
export function explainPartnerError(error: PartnerApiError): ExplainedError {
  const field = error.status === 400 ? fieldFirst.exec(error.message)?.[1] : undefined;
  return { message: sentenceFor(error), ...(field ? { field } : {}) };
}

function sentenceFor(error: PartnerApiError): string {
  // The API's messages end with a full stop of their own ("Internal server error.").
  const said = withoutFinalStop(error.message);
  switch (error.code) {
    case 'bad_request':
    case 'invalid_email':
      return wordedRule(error.message) ?? `The Partner API refused the request. The API said: ${said}.`;
    case 'unauthorized':
      return "The Partner API did not accept the console's credentials. An administrator must check PARTNER_API_KEY and PARTNER_API_SECRET.";
    case 'forbidden':
      return `The partner account may not do this (${said}). Ask the platform operator to grant the permission.`;
    case 'not_found':
      return `Not found: ${said}. It may have been removed, or it belongs to another account.`;
    case 'conflict':
      return `The record has changed in a way that does not allow this; reload the page and try again. The API said: ${said}.`;
    case 'payload_too_large':
      return 'The request is too large for the Partner API. Send fewer rows at a time.';
    case 'too_many_requests':
    case 'network_rate_limited':
      return `The Partner API's rate limit was reached. Try again${error.retryAfter ? ` in ${error.retryAfter} s` : ' in a minute'}.`;
    case 'budget_busy':
      return error.message;
    case 'service_unavailable':
      return `The Partner API is busy or paused. Try again${error.retryAfter ? ` in ${error.retryAfter} s` : ' shortly'}.`;
    case 'network_error':
    case 'timeout':
    case 'bad_gateway':
    case 'gateway_timeout':
      return `${error.message} Check the connection to the Partner API and try again.`;
    default:
      return `The Partner API answered with an error (${error.status} ${error.code}): ${said}. Try again; if it persists, contact support with the request id.`;
  }
}

// Server-made explanations are shared by everyone's views (stored copies), so they are written in English; the
// field sentences come from the catalog all the same, so that forms and these messages say a rule one way.
const english = createTranslator({ locale: 'en', messages: en }) as unknown as WordingTranslator;

/** The API's field rule as our sentence ("Date of birth must be a real date, written DD/MM/YYYY."), if we know it. */
function wordedRule(message: string): string | null {
  const known = recognizeApiMessage(message);
  return known ? ruleSentence(known, english) : null;
}
