import { gradeRange } from './grades';
import { evaluateExamRules, type ExamRuleId, type ExamRulesExam } from '@/lib/partner-api/exam-rules';

/**
 * "Why is this exam not offered?": the five rules of spec §4.5 evaluated by lib/partner-api/exam-rules.ts,
 * told with names, and marked "unknown" where the API does not give a fact the rule needs (a sitting's
 * date or a language's name outside a student's tree, or the student's applications when unreadable).
 */

export type WhyState = 'holds' | 'fails' | 'unknown';

export interface WhyVerdict {
  rule: ExamRuleId;
  number: 1 | 2 | 3 | 4 | 5;
  title: string;
  state: WhyState;
  reason: string;
}

export interface WhyInput {
  exam: ExamRulesExam;
  /** Whether listExams (open exams only, spec §4.8) lists the exam. */
  listedAsOpen: boolean;
  category: { _id: string; name: string; isActive: boolean } | null;
  /** The sitting, when a tree gave it; null when the API gave no date for it. */
  session: { _id: string; date: string; label: string } | null;
  /** The language's name, when a tree gave it. */
  languageName: string | null;
  student: { grade: { _id: string; name: string } | null; country: { _id: string; name: string } | null };
  gradeNames: ReadonlyMap<string, string>;
  countryNames: ReadonlyMap<string, string>;
  applications:
    | { known: true; list: ReadonlyArray<{ _id: string; session: string; category: string }> }
    | { known: false; neverSignedIn: boolean; reason: string };
  now: Date;
}

export const ruleTitles: Record<ExamRuleId, string> = {
  open: 'Open for applications',
  grade: 'Grade',
  country: 'Country',
  language: 'Language',
  sitting: 'No application on the same category and sitting',
};

const names = (ids: readonly string[], map: ReadonlyMap<string, string>) =>
  ids.map((id) => map.get(id) ?? id).join(', ');

export function explainWhy(input: WhyInput): { offered: WhyState; verdicts: WhyVerdict[] } {
  // A placeholder sitting far ahead stands in only when the date is unknown; its verdict is rewritten below.
  const session = input.session ?? { _id: input.exam.session, date: '9999-12-31T00:00:00.000Z' };
  const applications = input.applications.known ? input.applications.list : [];
  const result = evaluateExamRules({
    exam: input.exam,
    session,
    category: input.category,
    languageExists: input.languageName !== null || Boolean(input.exam.language),
    student: { grade: input.student.grade?._id ?? null, country: input.student.country?._id ?? null },
    applications,
    now: input.now,
  });
  const verdicts = result.verdicts.map((v): WhyVerdict => {
    const base = { rule: v.rule, number: v.number, title: ruleTitles[v.rule] };
    const told = (state: WhyState, reason: string): WhyVerdict => ({ ...base, state, reason });
    switch (v.rule) {
      case 'open':
        if (!v.holds) return told('fails', v.reason);
        if (input.session) return told('holds', `Open until the sitting (${input.session.label}) starts.`);
        return input.listedAsOpen
          ? told(
              'holds',
              'The organization lists it among its open exams (that list holds only exams open for applications). The API gives this sitting’s date only inside a student’s tree.',
            )
          : told(
              'unknown',
              'The exam is not among the organization’s open exams, and the API gives no date for its sitting here.',
            );
      case 'grade': {
        const grades = gradeRange(input.exam.grades, input.gradeNames) || 'none';
        if (!input.student.grade)
          return told('fails', `The student has no grade set; the exam is for grades ${grades}.`);
        return told(
          v.holds ? 'holds' : 'fails',
          `The student is in grade ${input.student.grade.name}; the exam is for grades ${grades}.`,
        );
      }
      case 'country': {
        if (input.exam.countries.length === 0) return told('holds', 'The exam is open to every country.');
        const countries = names(input.exam.countries, input.countryNames);
        const student = input.student.country
          ? `The student’s country is ${input.student.country.name}`
          : 'The student has no country';
        return told(v.holds ? 'holds' : 'fails', `${student}; the exam is limited to ${countries}.`);
      }
      case 'language':
        if (!v.holds) return told('fails', 'The exam has no language.');
        return input.languageName
          ? told('holds', `The exam is in ${input.languageName}.`)
          : told(
              'unknown',
              `The exam names a language (${input.exam.language}); the API names languages only inside a student’s tree, so whether it resolves cannot be checked here.`,
            );
      case 'sitting':
        if (input.applications.known) return told(v.holds ? 'holds' : 'fails', v.reason);
        return input.applications.neverSignedIn
          ? told('holds', 'The student has never signed in to this organization, so holds no application there.')
          : told('unknown', input.applications.reason);
    }
  });
  const offered: WhyState = verdicts.some((v) => v.state === 'fails')
    ? 'fails'
    : verdicts.some((v) => v.state === 'unknown')
      ? 'unknown'
      : 'holds';
  return { offered, verdicts };
}
