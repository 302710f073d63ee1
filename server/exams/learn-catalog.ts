import 'server-only';
import { and, inArray, or, sql } from 'drizzle-orm';
import { rulesExamOf } from '@/lib/exams/predict';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import type { Db } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import { partner } from '@/server/partner';
import type { StoredReader } from '@/server/read-model/stored-read';
import { examRecords, learnFromTree } from './exam-directory';
import { categoriesCopy, openExamsCopy } from './queries';

/** Trees one organization may read in one pass, however many sittings are still unknown. */
const MAX_TREES = 12;
/** Students tried for one unknown exam before it is left to the next pass. */
const TRIES_PER_EXAM = 3;

export interface CatalogReport {
  /** Open exams whose sitting or language the console had never been shown. */
  unknown: number;
  /** Trees read to learn them. */
  trees: number;
  /** Exams still unknown afterwards (no student of the account is offered them, or the cap was reached). */
  left: number;
}

/** Open exams whose sitting or language no tree has shown the console (the prediction cannot place them). */
function unknownExams(exams: readonly Exam[], records: Awaited<ReturnType<typeof examRecords>>): Exam[] {
  return exams.filter((e) => {
    const r = rulesExamOf(e);
    return !records.sittings[r.session] || (r.language ? !records.languages[r.language] : false);
  });
}

/** Students of the directory the exam is for (grade, country), activated in the organization, signed-in ones first. */
async function candidatesFor(db: Db, slug: string, exam: Exam, skip: ReadonlySet<string>): Promise<string[]> {
  const grades = exam.grades ?? [];
  if (grades.length === 0) return [];
  const countries = exam.countries ?? [];
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        inArray(t.gradeId, grades),
        countries.length ? inArray(t.countryId, countries) : undefined,
        or(sql`${t.platforms} @> array[${slug}]::text[]`, sql`${t.platforms} @> array['common']::text[]`),
      ),
    )
    .orderBy(sql`coalesce(${t.signedInOrgs} @> array[${slug}]::text[], false) desc`, t.id)
    .limit(TRIES_PER_EXAM + skip.size);
  return rows.map((r) => r.id).filter((id) => !skip.has(id));
}

/**
 * After the directory sync: makes sure the console holds, for each organization, its open exams and categories
 * and the details (date, names, order) of every sitting and language they use, which only a student's tree shows.
 * For each open exam no tree has shown yet, the tree of a student it is for is read (background work, at most
 * MAX_TREES an organization), so that available-exams pages can be predicted from the first minutes.
 */
export async function learnExamCatalog(deps: {
  db: Db;
  reader: StoredReader;
  organization: { id: string; slug: string };
  share: number;
}): Promise<CatalogReport> {
  const { db, reader, organization } = deps;
  const [exams] = await Promise.all([
    reader.warm<Exam[]>(openExamsCopy(organization.id)),
    reader.warm<ExamCategory[]>(categoriesCopy(organization.id)),
  ]);
  if (!exams) return { unknown: 0, trees: 0, left: 0 };
  let unknown = unknownExams(exams.data, await examRecords(organization.id));
  const report: CatalogReport = { unknown: unknown.length, trees: 0, left: 0 };
  const tried = new Set<string>();
  const triesOf = new Map<string, number>();
  while (unknown.length > 0 && report.trees < MAX_TREES) {
    const exam = unknown.find((e) => (triesOf.get(e._id) ?? 0) < TRIES_PER_EXAM);
    if (!exam) break;
    const [studentId] = await candidatesFor(db, organization.slug, exam, tried);
    if (!studentId) {
      triesOf.set(exam._id, TRIES_PER_EXAM);
      continue;
    }
    tried.add(studentId);
    triesOf.set(exam._id, (triesOf.get(exam._id) ?? 0) + 1);
    report.trees += 1;
    try {
      const { data } = await partner.listAvailableExams({ organizationId: organization.id }, studentId, {
        share: deps.share,
      });
      await learnFromTree(organization.id, data);
    } catch {
      // A student without a grade (400) or gone (404): the next candidate is tried.
    }
    unknown = unknownExams(exams.data, await examRecords(organization.id));
  }
  report.left = unknown.length;
  return report;
}
