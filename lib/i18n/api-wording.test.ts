import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  fieldMessages,
  importMessages,
  passwordMessages,
  referenceMessages,
} from '@/lib/partner-api/student-rules/messages';
import { rowMessages } from '@/lib/students/row-messages';
import { isApiStyleMessage, recognizeApiMessage, sentenceFor, type WordingTranslator } from './api-wording';
import { loadMessages } from './load-messages';
import { locales } from './locales';

const everyRuleMessage = [
  ...Object.values(fieldMessages).map((m) => (typeof m === 'function' ? m('birth') : m)),
  ...Object.values(passwordMessages).map((m) => (typeof m === 'function' ? m('surname') : m)),
  ...Object.values(referenceMessages),
  ...Object.values(importMessages),
];

describe('recognizeApiMessage', () => {
  it.each(everyRuleMessage)('has a sentence for the rule message "%s"', (message) => {
    expect(recognizeApiMessage(message)).not.toBeNull();
  });

  it('names the field of a field-first message by its last path part', () => {
    expect(recognizeApiMessage('students.4.firstName should not be empty')).toEqual({
      rule: 'empty',
      field: 'firstName',
    });
    expect(recognizeApiMessage('country must be a mongodb id')).toEqual({ rule: 'notObjectId', field: 'country' });
  });

  it('reads the row of a repeated e-mail', () => {
    expect(recognizeApiMessage('email is the same as in row 12: one address belongs to one student')).toEqual({
      rule: 'duplicateEmail',
      values: { row: 12 },
    });
  });

  it("reads back the console's own row messages, with the school and the coordinator's schools", () => {
    expect(recognizeApiMessage(rowMessages.emailUnavailable)).toEqual({ rule: 'emailUnavailable' });
    expect(recognizeApiMessage(rowMessages.emailTakenByYourStudent)).toEqual({ rule: 'emailTakenByYourStudent' });
    expect(recognizeApiMessage(rowMessages.emailTwiceInBatch)).toEqual({ rule: 'emailTwiceInBatch' });
    expect(recognizeApiMessage(rowMessages.schoolMissing('A, B'))).toEqual({
      rule: 'schoolMissing',
      values: { schools: 'A, B' },
    });
    expect(recognizeApiMessage(rowMessages.schoolAsId('64b7f0c2a1b2c3d4e5f60718', 'A'))).toEqual({
      rule: 'schoolAsId',
      values: { school: '64b7f0c2a1b2c3d4e5f60718', schools: 'A' },
    });
    expect(recognizeApiMessage(rowMessages.notYourSchool('School (Old) No. 3', 'School No. 1 (Vake), B'))).toEqual({
      rule: 'notYourSchool',
      values: { school: 'School (Old) No. 3', schools: 'School No. 1 (Vake), B' },
    });
  });

  it('leaves an unknown API message to be shown as the API said it', () => {
    expect(recognizeApiMessage('school is closed for the season')).toBeNull();
    expect(isApiStyleMessage('school is closed for the season')).toBe(true);
    expect(isApiStyleMessage('Choose a school from the list.')).toBe(false);
  });
});

describe.each(locales)('the %s sentences', async (locale) => {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages }) as unknown as WordingTranslator;

  it('name the field as the form labels it, never by the API name', () => {
    const birth = sentenceFor(recognizeApiMessage(fieldMessages.birth)!, t);
    expect(birth).toContain(t('fields.birth'));
    const sentence = sentenceFor(recognizeApiMessage(fieldMessages.empty('firstName'))!, t);
    expect(sentence).toContain(t('fields.firstName'));
    expect(sentence).not.toContain('firstName');
  });

  it("word the console's row messages with the schools, and say when a coordinator has none", () => {
    const notYours = sentenceFor(recognizeApiMessage(rowMessages.notYourSchool('Batumi No. 3', 'Tbilisi No. 1'))!, t);
    expect(notYours).toContain('Batumi No. 3');
    expect(notYours).toContain('Tbilisi No. 1');
    const none = sentenceFor(recognizeApiMessage(rowMessages.notYourSchool('Batumi No. 3', 'none'))!, t);
    expect(none).not.toContain('(none)');
    expect(none).not.toBe(notYours);
    if (locale !== 'en') expect(notYours).not.toContain('is not one of your schools');
  });

  it('word every rule message without a raw API field name', () => {
    for (const message of everyRuleMessage) {
      const sentence = sentenceFor(recognizeApiMessage(message)!, t);
      expect(sentence, message).not.toMatch(/\b(?:firstName|lastName|mongodb|activatedPlatformsThisSeason)\b/);
    }
  });
});
