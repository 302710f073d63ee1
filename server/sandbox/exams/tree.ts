import { evaluateExamRules } from '@/lib/partner-api/exam-rules';
import type { StoredStudent } from '../students/students-state';
import type { ExamsState, StoredExam } from './exams-state';
import { findCategory, findLanguage, findSession, heldSittings, rulesInput, studentApplications } from './queries';
import {
  categoryView,
  examView,
  languageView,
  sessionView,
  type CategoryView,
  type ExamView,
  type LanguageView,
  type SessionView,
} from './views';

export type TreeLanguage = LanguageView & { matchedExam: ExamView };
export type TreeSession = SessionView & { languages: TreeLanguage[] };
export type TreeCategory = CategoryView & { sessions: TreeSession[] };

const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * The available-exams tree of spec §2 and §4.5 for one student: categories by `order`, sittings
 * soonest first, languages by `order`, each language carrying its matched exam. Only exams that pass
 * all five rules make a branch, so no branch is ever empty; nothing offered gives `[]`.
 */
export function buildAvailableTree(
  state: ExamsState,
  organizationId: string,
  student: StoredStudent,
  now: Date,
): TreeCategory[] {
  const held = heldSittings(state, studentApplications(state, organizationId, student._id));
  const offered = state.exams.filter(
    (exam) =>
      exam.organizationId === organizationId && evaluateExamRules(rulesInput(state, exam, student, held, now)).offered,
  );

  const byCategory = new Map<string, Map<string, StoredExam[]>>();
  for (const exam of offered) {
    const sessions = byCategory.get(exam.category) ?? new Map<string, StoredExam[]>();
    sessions.set(exam.session, [...(sessions.get(exam.session) ?? []), exam]);
    byCategory.set(exam.category, sessions);
  }

  const tree: TreeCategory[] = [];
  for (const [categoryId, sessionMap] of byCategory) {
    const category = findCategory(state, organizationId, categoryId);
    if (!category) continue;
    const sessions: TreeSession[] = [];
    for (const [sessionId, exams] of sessionMap) {
      const session = findSession(state, organizationId, sessionId);
      if (!session) continue;
      const languages: TreeLanguage[] = [];
      // One exam per language: the first by `_id` when several match (the tree has one matchedExam).
      for (const exam of [...exams].sort(byId)) {
        if (languages.some((l) => l._id === exam.language)) continue;
        const language = findLanguage(state, organizationId, exam.language);
        if (language) languages.push({ ...languageView(language), matchedExam: examView(exam) });
      }
      languages.sort((a, b) => a.order - b.order || byId(a, b));
      if (languages.length > 0) sessions.push({ ...sessionView(session), languages });
    }
    sessions.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || byId(a, b));
    if (sessions.length > 0) tree.push({ ...categoryView(category), sessions });
  }
  return tree.sort((a, b) => a.order - b.order || byId(a, b));
}
