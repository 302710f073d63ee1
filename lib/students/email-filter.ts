import { isEmailAddress, normalizeEmail } from '@/lib/partner-api/student-rules/field-rules';
import { maxEmailFilter } from '@/lib/partner-api/student-rules/request-rules';

export type EmailFilterParse =
  { ok: true; emails: string[] } | { ok: false; emails: string[]; invalid: string[]; message: string };

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
  const problems: string[] = [];
  if (invalid.length > 0) {
    problems.push(
      `${invalid.length === 1 ? 'This is not an e-mail address' : 'These are not e-mail addresses'}: ${invalid.join(', ')}.`,
    );
  }
  if (emails.length > maxEmailFilter) {
    problems.push(
      `The filter takes at most ${maxEmailFilter} addresses at a time; you gave ${emails.length}. Search in smaller groups.`,
    );
  }
  return problems.length > 0 ? { ok: false, emails, invalid, message: problems.join(' ') } : { ok: true, emails };
}
