import { isEmailAddress, maxEmailFilter, normalizeEmail } from '@/lib/partner-api/student-rules/field-rules';

/** What is wrong with a pasted list: values that are not addresses, or more addresses than one search takes. */
export type EmailFilterProblem =
  { kind: 'invalid'; values: string[] } | { kind: 'tooMany'; max: number; given: number };

export type EmailFilterParse =
  { ok: true; emails: string[] } | { ok: false; emails: string[]; invalid: string[]; problems: EmailFilterProblem[] };

/**
 * The students list's e-mail filter as typed or pasted (one address, or many from a spreadsheet column):
 * split on commas, semicolons, whitespace and newlines, lower-cased, duplicates dropped. Up to 100
 * addresses (spec §4.3, §8); every address that is not one is named.
 */
export function parseEmailFilterText(text: string): EmailFilterParse {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    if (!isEmailAddress(part)) {
      if (!invalid.includes(part)) invalid.push(part);
      continue;
    }
    const email = normalizeEmail(part);
    if (!emails.includes(email)) emails.push(email);
  }
  const problems: EmailFilterProblem[] = [];
  if (invalid.length > 0) problems.push({ kind: 'invalid', values: invalid });
  if (emails.length > maxEmailFilter) problems.push({ kind: 'tooMany', max: maxEmailFilter, given: emails.length });
  return problems.length > 0 ? { ok: false, emails, invalid, problems } : { ok: true, emails };
}
