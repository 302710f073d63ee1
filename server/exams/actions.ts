'use server';
import 'server-only';
import { z } from 'zod';
import { createApplicationBodySchema } from '@/lib/partner-api/application-bodies';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { partnerAction } from '@/server/action-runner/partner-action';
import { availableExamsRead, examsOverviewRead, whyRead } from '@/server/exams/reads';
import { partner } from '@/server/partner';
import { findStudents } from '@/server/exams/exam-recipients';
import { organizationBySlug } from '@/server/exams/queries';

// A coordinator is kept to their schools' students: the loaders take the user and throw
// StudentNotFoundError for another school's student, which partnerAction answers as 404 "Student not found.".
const examRoles = ['admin', 'support', 'coordinator'] as const;
const slug = z.string().min(1).max(40);
const id = z.string().refine(isObjectId, { error: 'must be a 24-hex id' });

/** /exams/{slug}: categories, open exams, grades, countries and the names seen for sittings and languages. */
export async function loadExamsOverviewAction(input: unknown) {
  return examsOverviewRead.action(input);
}

/** A student's available-exams tree, applications and sign-in state in one organization, from the read model (`force`: from the API now). */
export async function loadAvailableExamsAction(input: unknown) {
  return availableExamsRead.action(input);
}

/** The five rules of spec §4.5 for one exam and one student. */
export async function loadWhyAction(input: unknown) {
  return whyRead.action(input);
}

/** Students by e-mail (listStudents' filter) or id, for the picker and "apply many"; a coordinator finds only their schools'. */
export async function findStudentsAction(input: unknown) {
  return partnerAction(
    {
      roles: examRoles,
      schema: z.strictObject({ emails: z.array(z.email()).max(1000), ids: z.array(id).max(1000) }),
      run: ({ emails, ids }, user) => findStudents(user, emails, ids),
    },
    input,
  );
}

/**
 * createApplication: 201 applied, 200 the existing application (spec §4.8, docs/api-notes.md). "Apply many" calls
 * it once per student. A coordinator applying another school's student gets 404 before anything is sent.
 */
export async function applyAction(input: unknown) {
  return partnerAction(
    {
      roles: examRoles,
      schema: createApplicationBodySchema.extend({ slug }),
      students: ({ studentId }) => studentId,
      run: async ({ slug, studentId, examId }) => {
        const organization = await organizationBySlug(slug);
        const answer = await partner.createApplication({ organizationId: organization._id }, { studentId, examId });
        const student = [answer.data.user.firstName, answer.data.user.lastName].filter(Boolean).join(' ') || studentId;
        return {
          created: answer.status === 201,
          applicationId: answer.data._id,
          requestId: answer.requestId,
          studentId,
          examId,
          slug,
          student,
          organizationId: organization._id,
        };
      },
      // The organization's and the exam's application lists change too.
      changes: (_input, r) => (r ? [r.organizationId] : []),
      audit: (r) => ({
        action: r.created ? 'application.create' : 'application.create-existing',
        targetType: 'application',
        targetId: r.applicationId,
        summary: r.created
          ? `Applied ${r.student} (${r.studentId}) to exam ${r.examId} in ${r.slug}`
          : `Applied ${r.student} (${r.studentId}) to exam ${r.examId} in ${r.slug}: already applied`,
        requestId: r.requestId,
        details: { organization: r.slug, studentId: r.studentId, examId: r.examId, created: r.created },
      }),
    },
    input,
  );
}
