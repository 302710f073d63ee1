import 'server-only';
import {
  differingExamIds,
  heldSittingsOf,
  predictAvailableExams,
  type LanguageRecord,
  type SittingRecord,
} from '@/lib/exams/predict';
import type { AvailableExams, Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { Stored } from '@/lib/read-model/stored';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { componentLogger } from '@/server/log/logger';
import { metrics } from '@/server/metrics/registry';
import { getReadModel } from '@/server/read-model';
import { organizationCardKey } from '@/lib/students/organization-card';
import { examRecords } from './exam-directory';
import { neverSignedIn, type OrgAccess, type StudentApplications } from './exam-student';
import { categoriesCopy, openExamsCopy } from './queries';

const log = componentLogger('exams');

/** What a prediction rests on, besides the organization's open exams and categories: the student's stored copies. */
export interface PredictedStudentExams {
  access: OrgAccess;
  applications: StudentApplications;
  categories: ExamCategory[];
  tree: AvailableExams;
  /** The oldest of the inputs' times: the student, the card, the open exams, the categories, the sittings and languages shown. */
  asOf: Date;
}

/** The student's sign-in state and every application there, from the card; null when the card does not hold them all. */
export function heldFromCard(
  card: StudentOrganizationCard,
): { access: OrgAccess; applications: StudentApplications } | null {
  if (!card.activated || !card.orgStudent?.ok) return null;
  const access: OrgAccess = { signedIn: card.orgStudent.data.signedIn, visible: true };
  if (!card.orgStudent.data.signedIn) return { access, applications: neverSignedIn };
  const section = card.applications;
  if (!section?.ok || section.data.items.length < section.data.total) return null;
  return { access, applications: { known: true, list: section.data.items } };
}

type StoredCard = { data: StudentOrganizationCard; fetchedAt: Date };

/** The student's stored card in the organization, which the prediction rests on (a peek: nothing read from the API). */
export function peekCardForPrediction(organizationId: string, studentId: string): Promise<StoredCard | null> {
  return getReadModel().peek<StudentOrganizationCard>(
    'student-organization',
    organizationCardKey(studentId, organizationId, true),
  );
}

/**
 * The student's available exams in the organization predicted from stored copies (lib/exams/predict.ts), or
 * null when an input is not stored (the student's card, whole), the student has no grade (the API answers 400),
 * or the prediction is incomplete (a sitting or language the console was never shown). The organization's open
 * exams and categories are read through the read model (shared by all its students, stored once read).
 */
export async function predictStudentExams(
  organization: Pick<Organization, '_id' | 'slug'>,
  student: Stored<ResolvedStudent>,
  card: StoredCard | null,
): Promise<PredictedStudentExams | null> {
  const record = student.data;
  const grade = record.grade?._id ?? null;
  if (!grade || !isActivatedFor(record.activatedPlatformsThisSeason, organization.slug)) return null;
  const readModel = getReadModel();
  const held = card ? heldFromCard(card.data) : null;
  if (!card || !held) return null;
  const [exams, categories, records] = await Promise.all([
    readModel.read<Exam[]>(openExamsCopy(organization._id)),
    readModel.read<ExamCategory[]>(categoriesCopy(organization._id)),
    examRecords(organization._id),
  ]);
  const prediction = predictAvailableExams({
    exams: exams.data,
    categories: categories.data,
    sittings: recordsOf(records.sittings),
    languages: recordsOf(records.languages),
    student: { grade, country: record.country?._id ?? null },
    applications: held.applications.known ? heldSittingsOf(held.applications.list) : [],
    now: new Date(),
  });
  if (!prediction.complete) return null;
  const times = [
    Date.parse(student.fetchedAt),
    card.fetchedAt.getTime(),
    Date.parse(exams.fetchedAt),
    Date.parse(categories.fetchedAt),
  ];
  for (const category of prediction.tree)
    for (const sitting of category.sessions) {
      times.push(records.sittings[sitting._id]!.learnedAt.getTime());
      for (const language of sitting.languages) times.push(records.languages[language._id]!.learnedAt.getTime());
    }
  return { ...held, categories: categories.data, tree: prediction.tree, asOf: new Date(Math.min(...times)) };
}

function recordsOf<T extends SittingRecord | LanguageRecord>(stored: Record<string, { record: T }>): Record<string, T> {
  return Object.fromEntries(Object.entries(stored).map(([id, { record }]) => [id, record]));
}

/**
 * Compares the live tree with the prediction shown before it: when they differ, counts it
 * (`console_prediction_differences_total{operation="listAvailableExams"}`) and logs the ids that differ, never
 * names or values. The live answer has already replaced the prediction in the stored copy.
 */
export function comparePrediction(
  ids: { organizationId: string; studentId: string },
  predicted: AvailableExams,
  answered: AvailableExams | null,
): string[] {
  if (!answered) return [];
  const examIds = differingExamIds(predicted, answered);
  if (examIds.length === 0) return [];
  metrics().predictionDifferences.inc({ operation: 'listAvailableExams' });
  log.info(
    { organizationId: ids.organizationId, studentId: ids.studentId, examIds },
    'predicted available exams differ from the API',
  );
  return examIds;
}
