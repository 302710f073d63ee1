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
      'The Partner API refused this because of the record’s current state. The API said: Application already paid.',
    );
    expect(sayText(say, georgian)).toContain('Application already paid');
    expect(sayText({ key: 'guard.notAllowed' }, georgian)).toBe('თქვენი როლი ამის საშუალებას არ იძლევა.');
  });
});

describe('a 409 conflict is told by its cause (spec §7), with advice that fits it', () => {
  const conflict = (operationId: string, details?: Record<string, unknown>) =>
    partnerErrorSay({ status: 409, code: 'conflict', message: 'Whatever the API says.', operationId, details });

  it.each([
    ['createApplication', undefined, 'partner.notSignedIn'],
    ['linkStudentSupervisor', undefined, 'partner.notSignedIn'],
    ['listStudentApplications', undefined, 'partner.notSignedIn'],
    ['finalSubmitGroupChallenge', { reason: 'not_signed_in' }, 'partner.notSignedIn'],
    ['submitGroupChallengeStep', { reason: 'window_closed' }, 'partner.groupState'],
    ['createApplication', { rule: 'sitting' }, 'partner.alreadyOnSitting'],
    ['moveApplication', { rule: 'sitting' }, 'partner.alreadyOnSitting'],
    ['moveApplication', undefined, 'partner.moveRefused'],
    ['deleteApplication', undefined, 'partner.paidNoDelete'],
    ['registerStudent', undefined, 'partner.emailTaken'],
    ['updateStudent', undefined, 'partner.emailTaken'],
    ['setStudentPassword', undefined, 'partner.emailConfirmed'],
    ['createStudentImport', undefined, 'partner.importUnfinished'],
    ['getStudent', undefined, 'partner.conflict'],
  ])('%s %j → %s, in every catalog', (operationId, details, key) => {
    const say = conflict(operationId, details);
    expect(say.key).toBe(key);
    for (const t of [english, georgian]) expect(t.has(`serverSays.${say.key}`)).toBe(true);
  });

  it('decides on the operation and details, never on the message', () => {
    const said = (message: string) =>
      partnerErrorSay({ status: 409, code: 'conflict', message, operationId: 'createApplication' }).key;
    expect(said('Student has not signed in to this organization yet.')).toBe('partner.notSignedIn');
    expect(said('Something else entirely.')).toBe('partner.notSignedIn');
  });

  it('"not signed in" names the organization as the page does, in Georgian, and advises a sign-in link', () => {
    const say = conflict('createApplication');
    const text = sayText(say, georgian, { organization: 'სტემ ოლიმპიადა' });
    expect(text).toContain('„სტემ ოლიმპიადა“');
    expect(text).toContain('შესვლის ბმული');
    expect(text).not.toMatch(/[A-Za-z]{4,}/);
    expect(sayText(say, english, { organization: 'STEM Olympiad' })).toBe(
      'The student has not signed in to STEM Olympiad yet, and it refuses this until they have. Send the student a sign-in link from their page; once they have opened it, try again.',
    );
    expect(sayText(say, english)).toContain('not signed in to this organization yet');
    expect(sayText(say, english)).not.toContain('reload');
  });

  it('a sign-in link refused for an organization the student is not activated for says to activate it (spec §4.4 rule 3)', () => {
    const say = partnerErrorSay({
      status: 403,
      code: 'forbidden',
      message: 'Forbidden.',
      operationId: 'createSignInLink',
    });
    expect(say.key).toBe('partner.notActivated');
    expect(sayText(say, english, { organization: 'Hilingua' })).toContain('Activate Hilingua on the student’s page');
  });
});
