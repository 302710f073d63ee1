import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { WordingTranslator } from './api-wording';
import en from './messages/en.json';
import ka from './messages/ka.json';
import { partnerErrorSay, sayText, type PartnerErrorFacts } from './server-says';

const translator = (messages: typeof en) =>
  createTranslator({ locale: 'en', messages }) as unknown as WordingTranslator;
const english = translator(en);
const georgian = translator(ka as typeof en);
const facts = (code: string, message = 'Something happened.', extra: Partial<PartnerErrorFacts> = {}) => ({
  status: 400,
  code,
  message,
  ...extra,
});

describe('partnerErrorSay', () => {
  it.each([
    ['bad_request', 'partner.badRequest'],
    ['unauthorized', 'partner.unauthorized'],
    ['forbidden', 'partner.forbidden'],
    ['not_found', 'partner.notFound'],
    ['conflict', 'partner.conflict'],
    ['payload_too_large', 'partner.tooLarge'],
    ['too_many_requests', 'partner.rateLimited'],
    ['budget_busy', 'partner.budgetBusy'],
    ['service_unavailable', 'partner.unavailable'],
    ['timeout', 'partner.unreachable'],
    ['teapot', 'partner.other'],
  ])('%s is said with %s, in every catalog', (code, key) => {
    const say = partnerErrorSay(facts(code));
    expect(say.key).toBe(key);
    for (const t of [english, georgian]) expect(t.has(`serverSays.${say.key}`)).toBe(true);
  });

  it('keeps the API message without its full stop, and a Retry-After', () => {
    expect(partnerErrorSay(facts('forbidden', 'Forbidden.'))).toEqual({
      key: 'partner.forbidden',
      values: { said: 'Forbidden' },
    });
    expect(partnerErrorSay(facts('service_unavailable', 'Paused.', { retryAfter: 30 }))).toEqual({
      key: 'partner.unavailableIn',
      values: { seconds: 30 },
    });
  });
});

describe('sayText', () => {
  it('says a known field rule as the form labels the field, in the reader’s language', () => {
    const say = partnerErrorSay(facts('bad_request', 'birth must be a real date in DD/MM/YYYY format'));
    expect(sayText(say, english)).toBe('Date of birth must be a real date, written DD/MM/YYYY.');
    expect(sayText(say, georgian)).toContain('დაბადების თარიღი');
  });
  it('says anything else from the catalog with the API’s words inside', () => {
    const say = partnerErrorSay(facts('conflict', 'Application already paid.'));
    expect(sayText(say, english)).toBe(
      'The record has changed in a way that does not allow this; reload the page and try again. The API said: Application already paid.',
    );
    expect(sayText(say, georgian)).toContain('Application already paid');
    expect(sayText({ key: 'guard.notAllowed' }, georgian)).toBe('თქვენი როლი ამის საშუალებას არ იძლევა.');
  });
});
