import 'server-only';
import type { ExamDirectory } from '@/lib/exams/describe';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import { studentIdsInScope } from '@/server/access/student-access';
import { getReadModel } from '@/server/read-model';
import { examDirectory } from '../exams/exam-directory';
import type { Viewer } from '../exams/exam-student';
import { categoriesCopy, openExamsCopy, orgRef, organizationBySlug, type OrgRef } from '../exams/queries';
import { mirroredApplicationsReadAt, mirroredExamCounts, mirroredExamRecords } from './mirrored-applications';

export interface PastExam {
  /** The exam's record as the applications carry it (null: the copy holds no record of it). */
  exam: Exam | null;
  examId: string;
  /** Its applications of the user's students (a coordinator: of their schools) in the copy. */
  applications: number;
}

export interface PastExams {
  organization: OrgRef;
  exams: PastExam[];
  categories: ExamCategory[];
  directory: ExamDirectory;
  /** When the mirror last read the organization's applications whole; null: never yet. */
  asOf: string | null;
}

/**
 * The exams of an organization's past sittings (and exams closed to applications) that the user's students applied
 * to, with how many applications each holds. The API lists open exams only (listExams, spec §4.5) and has no list
 * of past sittings, but listExamApplications answers for past sittings too (spec §4.6): the exams are those of the
 * mirror's copy of the organization's applications (docs/read-model.md) that the open list does not hold. No call
 * to the API beyond the stored copies of the open exams and categories.
 */
export async function loadPastExams(user: Viewer, slug: string): Promise<PastExams> {
  const organization = await organizationBySlug(slug);
  const readModel = getReadModel();
  const [open, categories, counts, asOf] = await Promise.all([
    readModel.read(openExamsCopy(organization._id)),
    readModel.read(categoriesCopy(organization._id)),
    mirroredExamCounts(organization._id),
    mirroredApplicationsReadAt(organization._id),
  ]);
  const openIds = new Set(open.data.map((e) => e._id));
  const visible = await studentIdsInScope(
    user,
    counts.map((c) => c.studentId),
  );
  const byExam = new Map<string, number>();
  for (const c of counts)
    if (!openIds.has(c.examId) && visible.has(c.studentId))
      byExam.set(c.examId, (byExam.get(c.examId) ?? 0) + c.applications);
  const [records, directory] = await Promise.all([
    mirroredExamRecords(organization._id, [...byExam.keys()]),
    examDirectory(organization._id),
  ]);
  const sittingDate = (exam: Exam | null) => (exam?.session ? directory.sittings[exam.session]?.date : undefined) ?? '';
  const exams = [...byExam]
    .map(([examId, applications]) => ({ examId, exam: records.get(examId) ?? null, applications }))
    .sort(
      (a, b) =>
        sittingDate(b.exam).localeCompare(sittingDate(a.exam)) ||
        b.applications - a.applications ||
        a.examId.localeCompare(b.examId),
    );
  return { organization: orgRef(organization), exams, categories: categories.data, directory, asOf };
}
