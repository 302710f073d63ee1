/**
 * The five rules that put an exam into a student's available-exams tree (spec §4.5, with "open for
 * applications" from §2 "Exam record"). Pure and isomorphic: the sandbox builds the tree and refuses
 * applications with it, and the console explains "why is this exam not offered?" with the same verdicts.
 */

export type ExamRuleId = 'open' | 'grade' | 'country' | 'language' | 'sitting';

/** Which case of its rule a verdict is, for wording it in the reader's language. */
export type ExamRuleCode =
  | 'switchedOff'
  | 'noCategory'
  | 'categoryInactive'
  | 'noSitting'
  | 'sittingStarted'
  | 'openUntil'
  | 'noGrade'
  | 'gradeIn'
  | 'gradeOut'
  | 'everyCountry'
  | 'noCountry'
  | 'countryIn'
  | 'countryOut'
  | 'hasLanguage'
  | 'noLanguage'
  | 'clash'
  | 'noClash';

export interface ExamRuleVerdict {
  rule: ExamRuleId;
  /** Number of the rule in spec §4.5 (1 to 5). */
  number: 1 | 2 | 3 | 4 | 5;
  holds: boolean;
  code: ExamRuleCode;
  /** A sentence for people saying why the rule holds or fails. */
  reason: string;
}

export interface ExamRulesExam {
  _id: string;
  session: string;
  category: string;
  language?: string | null;
  grades: readonly string[];
  /** Empty means every country. */
  countries: readonly string[];
  preventApplication?: boolean;
}

export interface ExamRulesInput {
  exam: ExamRulesExam;
  /** The exam's sitting; null when it no longer resolves. */
  session: { _id: string; date: string } | null;
  /** The exam's category; null when it no longer resolves. */
  category: { _id: string; isActive: boolean } | null;
  /** Whether the exam's language resolves to a language record. */
  languageExists: boolean;
  student: { grade?: string | null; country?: string | null };
  /** The sitting and category of each application the student holds in this organization. */
  applications: ReadonlyArray<{ _id?: string; session: string; category: string }>;
  now: Date;
}

export interface ExamRulesResult {
  offered: boolean;
  verdicts: ExamRuleVerdict[];
  /** The first failing verdict, when any. */
  firstFailure: ExamRuleVerdict | null;
}

/** Rule 1 alone: preventApplication not true, the sitting still to come, the category active (spec §2). */
export function openVerdict(input: Pick<ExamRulesInput, 'exam' | 'session' | 'category' | 'now'>): ExamRuleVerdict {
  const v = (holds: boolean, code: ExamRuleCode, reason: string): ExamRuleVerdict => ({
    rule: 'open',
    number: 1,
    holds,
    code,
    reason,
  });
  if (input.exam.preventApplication === true)
    return v(false, 'switchedOff', 'Applications to this exam are switched off (preventApplication).');
  if (!input.category) return v(false, 'noCategory', 'The exam has no category.');
  if (!input.category.isActive) return v(false, 'categoryInactive', 'The exam’s category is not active.');
  if (!input.session) return v(false, 'noSitting', 'The exam has no sitting.');
  const starts = Date.parse(input.session.date);
  if (!(starts > input.now.getTime()))
    return v(false, 'sittingStarted', `The sitting started at ${input.session.date}; applications closed then.`);
  return v(true, 'openUntil', `Open for applications until the sitting starts at ${input.session.date}.`);
}

export function isExamOpen(input: Pick<ExamRulesInput, 'exam' | 'session' | 'category' | 'now'>): boolean {
  return openVerdict(input).holds;
}

function gradeVerdict(exam: ExamRulesExam, grade: string | null | undefined): ExamRuleVerdict {
  const v = (holds: boolean, code: ExamRuleCode, reason: string): ExamRuleVerdict => ({
    rule: 'grade',
    number: 2,
    holds,
    code,
    reason,
  });
  if (!grade) return v(false, 'noGrade', 'The student has no grade set.');
  return exam.grades.includes(grade)
    ? v(true, 'gradeIn', 'The student’s grade is one of the exam’s grades.')
    : v(false, 'gradeOut', 'The student’s grade is not one of the exam’s grades.');
}

function countryVerdict(exam: ExamRulesExam, country: string | null | undefined): ExamRuleVerdict {
  const v = (holds: boolean, code: ExamRuleCode, reason: string): ExamRuleVerdict => ({
    rule: 'country',
    number: 3,
    holds,
    code,
    reason,
  });
  if (exam.countries.length === 0) return v(true, 'everyCountry', 'The exam is open to every country.');
  if (!country) return v(false, 'noCountry', 'The exam is limited to some countries and the student has no country.');
  return exam.countries.includes(country)
    ? v(true, 'countryIn', 'The exam is open to the student’s country.')
    : v(false, 'countryOut', 'The exam is limited to countries that do not include the student’s.');
}

function languageVerdict(exam: ExamRulesExam, exists: boolean): ExamRuleVerdict {
  const holds = Boolean(exam.language) && exists;
  return {
    rule: 'language',
    number: 4,
    holds,
    code: holds ? 'hasLanguage' : 'noLanguage',
    reason: holds ? 'The exam has a language.' : 'The exam has no language.',
  };
}

function sittingVerdict(input: ExamRulesInput): ExamRuleVerdict {
  const clash = input.applications.find((a) => a.session === input.exam.session && a.category === input.exam.category);
  if (clash) {
    const ref = clash._id ? ` (${clash._id})` : '';
    return {
      rule: 'sitting',
      number: 5,
      holds: false,
      code: 'clash',
      reason: `The student already holds an application${ref} for this category on this sitting.`,
    };
  }
  return {
    rule: 'sitting',
    number: 5,
    holds: true,
    code: 'noClash',
    reason: 'The student holds no application for this category on this sitting.',
  };
}

/** Every rule's verdict, in the spec's order; the exam is offered when all five hold. */
export function evaluateExamRules(input: ExamRulesInput): ExamRulesResult {
  const verdicts = [
    openVerdict(input),
    gradeVerdict(input.exam, input.student.grade),
    countryVerdict(input.exam, input.student.country),
    languageVerdict(input.exam, input.languageExists),
    sittingVerdict(input),
  ];
  const firstFailure = verdicts.find((v) => !v.holds) ?? null;
  return { offered: firstFailure === null, verdicts, firstFailure };
}

/** A fact a rule needs that the caller does not hold (a sitting's date, whether a language resolves). */
export const UNKNOWN = 'unknown' as const;

export interface ExamRulesPartialInput extends Omit<ExamRulesInput, 'session' | 'languageExists'> {
  /** The sitting, null when it does not resolve, or `unknown` when the caller lacks its date. */
  session: ExamRulesInput['session'] | typeof UNKNOWN;
  languageExists: boolean | typeof UNKNOWN;
}

export interface ExamRulesPartialResult extends ExamRulesResult {
  /** Offered (every rule holds), not offered (a rule fails on known facts), or unknown (only unknown facts decide). */
  decided: 'offered' | 'notOffered' | 'unknown';
  /** Rules whose verdict rests on a fact the caller lacks (their `holds` is what they would be if it were kind). */
  unknownRules: ExamRuleId[];
}

/**
 * The five rules when some facts are unknown (the console's explainer and its prediction of the tree): each
 * unknown fact is taken as the one that lets its rule hold (a sitting far ahead, a language that resolves), so
 * a rule that still fails fails on what is known, and an exam that passes rests on the unknown facts.
 */
export function evaluateExamRulesPartly(input: ExamRulesPartialInput): ExamRulesPartialResult {
  const unknownRules: ExamRuleId[] = [];
  if (input.session === UNKNOWN) unknownRules.push('open');
  if (input.languageExists === UNKNOWN) unknownRules.push('language');
  const result = evaluateExamRules({
    ...input,
    session: input.session === UNKNOWN ? { _id: input.exam.session, date: '9999-12-31T00:00:00.000Z' } : input.session,
    languageExists: input.languageExists === UNKNOWN ? true : input.languageExists,
  });
  const decided = !result.offered ? 'notOffered' : unknownRules.length > 0 ? 'unknown' : 'offered';
  return { ...result, decided, unknownRules };
}
