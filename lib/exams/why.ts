import type { AccessNote } from './apply-access';
import type { SaidFailure } from '@/lib/i18n/server-says';
import { gradeRange } from './grades';
import {
  evaluateExamRulesPartly,
  UNKNOWN,
  type ExamRuleCode,
  type ExamRuleId,
  type ExamRulesExam,
} from '@/lib/partner-api/exam-rules';

/**
 * "Why is this exam not offered?": the five rules of spec §4.5 evaluated by lib/partner-api/exam-rules.ts,
 * told with names, and marked "unknown" where the API does not give a fact the rule needs (a sitting's
 * date or a language's name outside a student's tree, or the student's applications when unreadable).
 */

export type WhyState = 'holds' | 'fails' | 'unknown';

/** Why a rule holds, fails or cannot be checked: a case worded in the reader's language (`why.reason`). */
export type WhyReasonCode =
  | ExamRuleCode
  | 'listedOpen'
  | 'notListedNoDate'
  | 'notOpenOrMissing'
  | 'gradeNotSet'
  | 'gradeIs'
  | 'countryIs'
  | 'countryNone'
  | 'languageIs'
  | 'languageUnnamed'
  | 'neverSignedIn'
  | 'applicationsUnknown';

export interface WhyReason {
  code: WhyReasonCode;
  /** Names to put in the sentence (grades, countries, a language, the sitting's label, a reason the server gave). */
  values?: Record<string, string>;
  /** An instant the sentence names (ISO), written in the reader's language and zone. */
  date?: string;
  /** A read that failed, worded by the page in the reader's language (its `say`), instead of `values.reason`. */
  failure?: SaidFailure;
}

export interface WhyVerdict {
  rule: ExamRuleId;
  number: 1 | 2 | 3 | 4 | 5;
  state: WhyState;
  reason: WhyReason;
}

/** What names the exam (null parts: no source names them; all null: the exam is not among the open ones). */
export interface WhyExamLabel {
  category: string | null;
  sitting: string | null;
  /** The sitting's start (ISO) and the organizer's zone, written in the reader's language on the page. */
  sittingStart: { date: string; zone: string } | null;
  language: string | null;
}

/** Facts beside the five rules that decide an application (spec §4.8: signed in once; the organization shows them). */
export type WhyNote = AccessNote;

export interface WhyInput {
  exam: ExamRulesExam;
  /** Whether listExams (open exams only, spec §4.8) lists the exam. */
  listedAsOpen: boolean;
  category: { _id: string; name: string; isActive: boolean } | null;
  /** The sitting, when a tree gave it; null when the API gave no date for it. */
  session: { _id: string; date: string } | null;
  /** The language's name, when a tree gave it. */
  languageName: string | null;
  student: { grade: { _id: string; name: string } | null; country: { _id: string; name: string } | null };
  gradeNames: ReadonlyMap<string, string>;
  countryNames: ReadonlyMap<string, string>;
  applications:
    | { known: true; list: ReadonlyArray<{ _id: string; session: string; category: string }> }
    | { known: false; neverSignedIn: boolean; reason: string; error?: SaidFailure | null };
  now: Date;
}

const names = (ids: readonly string[], map: ReadonlyMap<string, string>) =>
  ids.map((id) => map.get(id) ?? id).join(', ');

export function explainWhy(input: WhyInput): { offered: WhyState; verdicts: WhyVerdict[] } {
  // A sitting whose date no tree gave is an unknown fact (the rules take it as still to come); its verdict is told below.
  const applications = input.applications.known ? input.applications.list : [];
  const result = evaluateExamRulesPartly({
    exam: input.exam,
    session: input.session ?? UNKNOWN,
    category: input.category,
    languageExists: input.languageName !== null || Boolean(input.exam.language),
    student: { grade: input.student.grade?._id ?? null, country: input.student.country?._id ?? null },
    applications,
    now: input.now,
  });
  const verdicts = result.verdicts.map((v): WhyVerdict => {
    const told = (state: WhyState, reason: WhyReason): WhyVerdict => ({
      rule: v.rule,
      number: v.number,
      state,
      reason,
    });
    switch (v.rule) {
      case 'open':
        if (!v.holds)
          return told(
            'fails',
            v.code === 'sittingStarted' && input.session
              ? { code: v.code, date: input.session.date }
              : { code: v.code },
          );
        if (input.session) return told('holds', { code: 'openUntil', date: input.session.date });
        return input.listedAsOpen
          ? told('holds', { code: 'listedOpen' })
          : told('unknown', { code: 'notListedNoDate' });
      case 'grade': {
        const grades = gradeRange(input.exam.grades, input.gradeNames);
        if (!input.student.grade) return told('fails', { code: 'gradeNotSet', values: { grades } });
        return told(v.holds ? 'holds' : 'fails', {
          code: 'gradeIs',
          values: { grade: input.student.grade.name, grades },
        });
      }
      case 'country': {
        if (input.exam.countries.length === 0) return told('holds', { code: 'everyCountry' });
        const countries = names(input.exam.countries, input.countryNames);
        const state = v.holds ? 'holds' : 'fails';
        return input.student.country
          ? told(state, { code: 'countryIs', values: { country: input.student.country.name, countries } })
          : told(state, { code: 'countryNone', values: { countries } });
      }
      case 'language':
        if (!v.holds) return told('fails', { code: 'noLanguage' });
        return input.languageName
          ? told('holds', { code: 'languageIs', values: { language: input.languageName } })
          : told('unknown', { code: 'languageUnnamed' });
      case 'sitting':
        if (input.applications.known) return told(v.holds ? 'holds' : 'fails', { code: v.holds ? 'noClash' : 'clash' });
        return input.applications.neverSignedIn
          ? told('holds', { code: 'neverSignedIn' })
          : told('unknown', {
              code: 'applicationsUnknown',
              values: { reason: input.applications.reason },
              ...(input.applications.error ? { failure: input.applications.error } : {}),
            });
    }
  });
  const offered: WhyState = verdicts.some((v) => v.state === 'fails')
    ? 'fails'
    : verdicts.some((v) => v.state === 'unknown')
      ? 'unknown'
      : 'holds';
  return { offered, verdicts };
}
