import {
  fieldMessages,
  importMessages,
  passwordMessages,
  referenceMessages,
} from '@/lib/partner-api/student-rules/messages';
import { maxActivatedPlatforms, platformSlugs } from '@/lib/partner-api/student-rules/field-rules';
import { rowMessages } from '@/lib/students/row-messages';

/** A rule message of the API (or of our copy of its rules) recognised: which sentence says it, and about what. */
export interface ApiWording {
  rule: ApiRule;
  /** The API's name of the field (`birth`, `school`), for the sentence to name it as the form labels it. */
  field?: string;
  values?: Record<string, string | number>;
}

export type ApiRule =
  | 'empty'
  | 'notString'
  | 'controlCharacter'
  | 'notArray'
  | 'notObjectId'
  | 'unknownProperty'
  | 'email'
  | 'email2'
  | 'birth'
  | 'sex'
  | 'platformValue'
  | 'platformCount'
  | 'redirect'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordContains'
  | 'unknownCountry'
  | 'countryUnselectable'
  | 'unknownGrade'
  | 'unknownCity'
  | 'unknownSchool'
  | 'cityNeedsCountry'
  | 'schoolNeedsCity'
  | 'importRowCount'
  | 'duplicateEmail'
  | 'emailUnavailable'
  | 'emailTakenByYourStudent'
  | 'emailTwiceInBatch'
  | 'schoolMissing'
  | 'schoolAsId'
  | 'notYourSchool';

const exact = new Map<string, ApiWording>([
  [fieldMessages.email, { rule: 'email' }],
  [fieldMessages.emailNull, { rule: 'email' }],
  [fieldMessages.email2, { rule: 'email2' }],
  [fieldMessages.birth, { rule: 'birth' }],
  [fieldMessages.sex, { rule: 'sex' }],
  [fieldMessages.platformValue, { rule: 'platformValue', values: { list: platformSlugs.join(', ') } }],
  [fieldMessages.platformCount, { rule: 'platformCount', values: { max: maxActivatedPlatforms } }],
  [fieldMessages.redirect, { rule: 'redirect' }],
  [passwordMessages.empty, { rule: 'empty', field: 'password' }],
  [passwordMessages.notString, { rule: 'notString', field: 'password' }],
  [passwordMessages.tooShort, { rule: 'passwordTooShort' }],
  [passwordMessages.tooLong, { rule: 'passwordTooLong' }],
  [referenceMessages.country, { rule: 'unknownCountry' }],
  [referenceMessages.countryUnselectable, { rule: 'countryUnselectable' }],
  [referenceMessages.grade, { rule: 'unknownGrade' }],
  [referenceMessages.city, { rule: 'unknownCity' }],
  [referenceMessages.school, { rule: 'unknownSchool' }],
  [referenceMessages.cityNeedsCountry, { rule: 'cityNeedsCountry' }],
  [referenceMessages.schoolNeedsCity, { rule: 'schoolNeedsCity' }],
  [importMessages.rowCount, { rule: 'importRowCount' }],
  [rowMessages.emailUnavailable, { rule: 'emailUnavailable' }],
  [rowMessages.emailTakenByYourStudent, { rule: 'emailTakenByYourStudent' }],
  [rowMessages.emailTwiceInBatch, { rule: 'emailTwiceInBatch' }],
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message made by `make(...subjects)`, read back: each subject is a field path, a word of detail or any text. */
function pattern<A extends string[]>(
  make: (...subjects: A) => string,
  ...subjects: { [K in keyof A]: string }
): RegExp {
  const parts = make(...(subjects.map((_, i) => `\u0000${i}\u0000`) as A)).split(/\u0000\d+\u0000/);
  const body = parts.map(escape).reduce((regex, part, i) => `${regex}(${subjects[i - 1]})${part}`);
  return new RegExp(`^${body}$`);
}

/** A coordinator's out-of-school rows, with the school and their schools' list to put back into the sentence. */
const scopePatterns: Array<[RegExp, ApiRule, string[]]> = [
  [pattern(rowMessages.schoolMissing, '.*'), 'schoolMissing', ['schools']],
  [pattern(rowMessages.schoolAsId, '[^()]*', '.*'), 'schoolAsId', ['school', 'schools']],
  [pattern(rowMessages.notYourSchool, '.+?', '.*'), 'notYourSchool', ['school', 'schools']],
];

const fieldPath = '[A-Za-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9]+)*';
const byField: Array<[RegExp, ApiRule]> = [
  [pattern(fieldMessages.empty, fieldPath), 'empty'],
  [pattern(fieldMessages.notString, fieldPath), 'notString'],
  [pattern(fieldMessages.controlCharacter, fieldPath), 'controlCharacter'],
  [pattern(fieldMessages.notArray, fieldPath), 'notArray'],
  [pattern(fieldMessages.notObjectId, fieldPath), 'notObjectId'],
  [pattern(fieldMessages.unknownProperty, fieldPath), 'unknownProperty'],
];
const passwordContains = pattern(passwordMessages.contains, 'first name|surname|username|email');
const duplicateEmail = /^email is the same as in row (\d+)(?:: one address belongs to one student)?$/;

/** The last part of a field path (`students.3.email` -> `email`), which is what a form labels. */
const leaf = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop() ?? path;

/**
 * Recognises one of the API's rule messages (spec §7, the student rules, import rows); null for a message we do not
 * know, which the console then shows as the API's own words under "The API said:".
 */
export function recognizeApiMessage(message: string): ApiWording | null {
  const text = message.trim();
  const known = exact.get(text) ?? exact.get(text.replace(/\.$/, ''));
  if (known) return known;
  for (const [regex, rule] of byField) {
    const match = regex.exec(text);
    if (match?.[1]) return { rule, field: leaf(match[1]) };
  }
  const detail = passwordContains.exec(text)?.[1];
  if (detail) return { rule: 'passwordContains', values: { detail: detail === 'first name' ? 'firstName' : detail } };
  const row = duplicateEmail.exec(text)?.[1];
  if (row) return { rule: 'duplicateEmail', values: { row: Number(row) } };
  for (const [regex, rule, names] of scopePatterns) {
    const match = regex.exec(text);
    if (match) return { rule, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/** The API's style of rule message, which starts with the field's own name (`school is …`, `email must …`). */
const apiStyle = /^(?:property )?[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)* (?:must|should|is|was|can|cannot)\b/;

/** Whether a message is in the API's words (so it is worded for people, or shown as what "the API said"). */
export function isApiStyleMessage(message: string): boolean {
  return apiStyle.test(message.trim());
}

/** What a sentence needs from a translator (next-intl's `t`, at the catalogs' root). */
export interface WordingTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has: (key: string) => boolean;
}

/** A recognised message as our sentence, naming the field as the form labels it (`fields` in the catalogs). */
export function sentenceFor(known: ApiWording, t: WordingTranslator): string {
  const field = known.field && t.has(`fields.${known.field}`) ? t(`fields.${known.field}`) : (known.field ?? '');
  return t(`apiWording.rules.${known.rule}`, { ...known.values, field });
}
