import 'server-only';
import { z } from 'zod';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { examKeys } from '@/lib/query/keys/exams';
import { defineRead } from '@/server/action-runner/define-read';
import { loadAvailableExams } from '@/server/exams/available-exams';
import { loadWhy } from '@/server/exams/exam-why';
import { loadExamsOverview, loadOrganizationsForExams } from '@/server/exams/queries';

// A coordinator is kept to their schools' students: the loaders take the user and throw
// StudentNotFoundError for another school's student, which the action answers as 404 "Student not found.".
const roles = ['admin', 'support', 'coordinator'] as const;
const slug = z.string().min(1).max(40);
const id = z.string().refine(isObjectId, { error: 'must be a 24-hex id' });

/** The organizations with exams, by name; the API's failure is the answer (`{ ok: false }`), shown in place. */
export const examOrganizationsRead = defineRead({
  roles,
  scope: 'account',
  copy: 'live',
  schema: z.strictObject({}),
  load: () => loadOrganizationsForExams(),
});

/** /exams/{slug}: categories, open exams, grades, countries and the names seen for sittings and languages. */
export const examsOverviewRead = defineRead({
  roles,
  scope: 'account',
  copy: ['open-exams', 'exam-categories', 'unnamed-sittings', 'live'],
  schema: z.strictObject({ slug }),
  queryKey: ({ slug }) => examKeys.overview(slug),
  load: ({ slug }) => loadExamsOverview(slug),
});

/** A student's available-exams tree, applications and sign-in state in one organization, from the read model. */
export const availableExamsRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: ['available-exams', 'student', 'student-organization', 'open-exams', 'exam-categories'],
  schema: z.strictObject({ slug, studentId: id }),
  queryKey: ({ slug, studentId }) => examKeys.available(slug, studentId),
  load: ({ slug, studentId }, user, { force }) => loadAvailableExams(user, slug, studentId, { force }),
});

/** The five rules of spec §4.5 for one exam and one student. */
export const whyRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: ['available-exams', 'open-exams', 'exam-categories', 'live'],
  schema: z.strictObject({ slug, examId: id, studentId: id }),
  queryKey: ({ slug, examId, studentId }) => examKeys.why(slug, examId, studentId),
  load: ({ slug, examId, studentId }, user) => loadWhy(user, slug, examId, studentId),
});
