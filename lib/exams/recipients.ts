import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';

/** What a pasted list of students holds: e-mail addresses and student ids, and what is neither. */
export interface PastedStudents {
  emails: string[];
  ids: string[];
  invalid: string[];
}

const emailLike = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Splits on commas, semicolons, spaces and new lines; e-mails lower-cased; duplicates dropped. */
export function parsePastedStudents(text: string): PastedStudents {
  const out: PastedStudents = { emails: [], ids: [], invalid: [] };
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.trim().replace(/^<|>$/g, '');
    if (!token) continue;
    const isId: boolean = isObjectId(token);
    if (isId) {
      if (!out.ids.includes(token)) out.ids.push(token);
    } else if (emailLike.test(token)) {
      const email = token.toLowerCase();
      if (!out.emails.includes(email)) out.emails.push(email);
    } else if (!out.invalid.includes(token)) out.invalid.push(token);
  }
  return out;
}

/** Groups of at most `size` (the e-mail filter takes up to 100 addresses, spec §4.3). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
