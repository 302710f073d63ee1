'use server';
import 'server-only';
import { moveApplicationBodySchema } from '@/lib/partner-api/application-bodies';
import { partnerAction } from '@/server/action-runner/partner-action';
import { applicationDetailRead, applicationsPageRead, applicationTargetSchema } from '@/server/applications/reads';
import { partner } from '@/server/partner';
import { getApplicationInScope } from '@/server/applications/application-detail';
import { organizationBySlug } from '@/server/exams/queries';

// A coordinator is kept to their schools' students: lists show only their rows, and an application of
// another school's student answers 404 "Student not found." (getApplicationInScope) before anything is done.
const applicationRoles = ['admin', 'support', 'coordinator'] as const;
const target = applicationTargetSchema;

/** A server page of applications: the organization's, a student's or an exam's, from the read model (`force`: from the API now). */
export async function listApplicationsAction(input: unknown) {
  return applicationsPageRead.action(input);
}

/** One application with what it may move to, from its stored copy (`force`: from the API now). */
export async function loadApplicationAction(input: unknown) {
  return applicationDetailRead.action(input);
}

const who = (u: { firstName?: string; lastName?: string; mainId?: string; _id: string }) =>
  `${[u.firstName, u.lastName].filter(Boolean).join(' ') || 'student'} (${u.mainId ?? u._id})`;

/** moveApplication: the API refuses a started or handed-in one and a paid one to another price. */
export async function moveApplicationAction(input: unknown) {
  return partnerAction(
    {
      roles: applicationRoles,
      schema: target.extend(moveApplicationBodySchema.shape),
      run: async ({ slug, applicationId, examId }, user) => {
        const scope = { organizationId: (await organizationBySlug(slug))._id };
        const before = (await getApplicationInScope(user, scope.organizationId, applicationId)).application;
        const answer = await partner.moveApplication(scope, applicationId, { examId });
        return {
          applicationId,
          slug,
          from: before.exam?._id ?? null,
          to: examId,
          student: who(before.user),
          studentId: before.user.mainId ?? null,
          organizationId: scope.organizationId,
          requestId: answer.requestId,
        };
      },
      changes: ({ applicationId }, r) => [
        applicationId,
        ...(r ? [r.organizationId, ...(r.studentId ? [r.studentId] : [])] : []),
      ],
      audit: (r) => ({
        action: 'application.move',
        targetType: 'application',
        targetId: r.applicationId,
        summary: `Moved the application of ${r.student} in ${r.slug} from exam ${r.from ?? '(none)'} to exam ${r.to}`,
        requestId: r.requestId,
        details: { organization: r.slug, fromExamId: r.from, toExamId: r.to },
      }),
    },
    input,
  );
}

/** deleteApplication: 409 for a paid application above 0 (the API never refunds). */
export async function deleteApplicationAction(input: unknown) {
  return partnerAction(
    {
      roles: applicationRoles,
      schema: target,
      run: async ({ slug, applicationId }, user) => {
        const scope = { organizationId: (await organizationBySlug(slug))._id };
        const before = (await getApplicationInScope(user, scope.organizationId, applicationId)).application;
        const answer = await partner.deleteApplication(scope, applicationId);
        return {
          applicationId,
          slug,
          examId: answer.data.exam,
          student: who(before.user),
          studentId: before.user.mainId ?? null,
          organizationId: scope.organizationId,
          requestId: answer.requestId,
        };
      },
      changes: ({ applicationId }, r) => [
        applicationId,
        ...(r ? [r.organizationId, ...(r.studentId ? [r.studentId] : [])] : []),
      ],
      audit: (r) => ({
        action: 'application.delete',
        targetType: 'application',
        targetId: r.applicationId,
        summary: `Deleted the application of ${r.student} to exam ${r.examId} in ${r.slug}`,
        requestId: r.requestId,
        details: { organization: r.slug, examId: r.examId },
      }),
    },
    input,
  );
}
