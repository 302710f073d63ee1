import type { ExamNaming } from '@/lib/exams/exam-naming';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { StudentDocument } from '@/lib/partner-api/schemas/certificate';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { PersonRef } from '@/lib/partner-api/schemas/student';
import type { ActionFailure } from '@/lib/query/action-query';

export type Loaded<T> = { ok: true; data: T } | { ok: false; error: ActionFailure };
export type CardSection<T> = Loaded<{ items: T[]; total: number }>;

/**
 * One organization as the student page shows it (server/students/student-organizations.ts loads it). Its
 * certificates and reports are a copy of their own, read only when the person opens them (StudentDocumentLists);
 * copies stored before that split may still carry `certificates` and `reports`, which nothing reads.
 */
export interface StudentOrganizationCard {
  organization: Pick<Organization, '_id' | 'name' | 'slug'>;
  /** The activated list holds the slug or `common`: the organization can see the student. */
  activated: boolean;
  /** getOrgStudent's answer, or its failure; null when the student is not activated here (no call made). */
  orgStudent: Loaded<{ signedIn: boolean; supervisor: PersonRef | string | null }> | null;
  applications: CardSection<ResolvedApplication> | null;
  /** What names the applications' exams; added when the card is shown, not stored. */
  examNaming?: ExamNaming;
}

/**
 * A signed-in student's certificates and reports in one organization (every one: each list read to its end), read model kind
 * `student-documents` (server/students/student-documents.ts): not part of the card, read when opened.
 */
export interface StudentDocumentLists {
  certificates: CardSection<StudentDocument>;
  reports: CardSection<StudentDocument>;
}

/** The key of a student's card of one organization; it holds whether the student is activated there. */
export const organizationCardKey = (studentId: string, organizationId: string, activated: boolean) =>
  `${studentId}:${organizationId}:${activated ? 'activated' : 'not-activated'}`;
