'use server';
import 'server-only';
import { z } from 'zod';
import { platformsSchema } from '@/lib/partner-api/student-rules/field-schemas';
import {
  setPasswordSchema,
  studentCheckSchema,
  studentRegistrationSchema,
  studentUpdateSchema,
} from '@/lib/partner-api/student-rules/body-schemas';
import { studentIdSchema, supervisorLinkSchema } from '@/lib/partner-api/student-rules/request-rules';
import { partnerAction } from '@/server/action-runner/partner-action';
import { checksInScope } from '@/server/directory/duplicate-in-scope';
import {
  organizationCardRead,
  studentDocumentsRead,
  studentListRead,
  studentRecordRead,
} from '@/server/students/reads';
import { upsertDirectoryStudent } from '@/server/directory/write-through';
import { partner } from '@/server/partner';
import { STUDENT_LIST } from '@/server/students/queries';
import { assertSchoolInScope } from '@/server/students/student-school-scope';
import { requireOrganizationForAction } from '@/server/students/students-organizations';

// A coordinator is kept to their schools' students: every action naming a student checks it (`students`),
// and a school they give must be theirs (student-school-scope.ts). Writes go through to the directory.
const studentRoles = ['admin', 'support', 'coordinator'] as const;
const withId = { studentId: studentIdSchema };
const named = ({ studentId }: { studentId: string }) => studentId;

/** A page of the e-mail finder (every student or those with the addresses; a coordinator's from the directory). */
export async function listStudentsAction(input: unknown) {
  return studentListRead.action(input);
}

/**
 * One student with references resolved, from the read model (`force`: read from the API now, the Refresh
 * button); the read itself is the scope check (one getStudent, not two).
 */
export async function getStudentAction(input: unknown) {
  return studentRecordRead.action(input);
}

/** checkStudentRegistration: what registration would say, nothing created (spec §4.3). */
export async function checkStudentRegistrationAction(input: unknown) {
  return partnerAction(
    {
      roles: studentRoles,
      schema: studentCheckSchema,
      run: async (body, user) => {
        await assertSchoolInScope(user, body.school);
        const [check] = await checksInScope(user, [(await partner.checkStudentRegistration(body)).data]);
        return check!;
      },
    },
    input,
  );
}

export async function registerStudentAction(input: unknown) {
  return partnerAction(
    {
      roles: studentRoles,
      schema: studentRegistrationSchema,
      changes: () => [STUDENT_LIST],
      run: async (body, user) => {
        await assertSchoolInScope(user, body.school);
        const result = await partner.registerStudent(body);
        await upsertDirectoryStudent(result.data);
        return { student: result.data, requestId: result.requestId };
      },
      audit: ({ student, requestId }) => ({
        action: 'student.register',
        targetType: 'student',
        targetId: student._id,
        summary: `Registered ${student.fullName} (${student.username})`,
        requestId,
      }),
    },
    input,
  );
}

/**
 * Only the changed fields are sent (the form's change summary); the answer is the student with ids. A
 * coordinator may move a student only to one of their schools (a field error on `school`, nothing sent).
 */
export async function updateStudentAction(input: unknown) {
  return partnerAction(
    {
      roles: studentRoles,
      schema: studentUpdateSchema.extend(withId),
      students: named,
      changes: () => [STUDENT_LIST],
      run: async ({ studentId, ...body }, user) => {
        await assertSchoolInScope(user, body.school);
        const result = await partner.updateStudent(studentId, body);
        await upsertDirectoryStudent(result.data);
        return {
          student: result.data,
          fields: Object.keys(body).filter((k) => k !== 'email2'),
          requestId: result.requestId,
        };
      },
      audit: ({ student, fields, requestId }) => ({
        action: 'student.update',
        targetType: 'student',
        targetId: student._id,
        summary: `Edited ${student.fullName}: ${fields.join(', ')}`,
        requestId,
        details: { fields },
      }),
    },
    input,
  );
}

/** Adds organizations (or `common`) to the activated list; nothing is removed (spec §4.3 rule 5). */
export async function activatePlatformsAction(input: unknown) {
  return partnerAction(
    {
      roles: studentRoles,
      schema: z.strictObject({
        ...withId,
        platforms: platformsSchema.refine((l) => l.length > 0, { error: 'Choose at least one organization.' }),
      }),
      students: named,
      changes: () => [STUDENT_LIST],
      run: async ({ studentId, platforms }) => {
        const result = await partner.updateStudent(studentId, { activatedPlatformsThisSeason: platforms });
        await upsertDirectoryStudent(result.data);
        return { student: result.data, platforms, requestId: result.requestId };
      },
      audit: ({ student, platforms, requestId }) => ({
        action: 'student.activate-platforms',
        targetType: 'student',
        targetId: student._id,
        summary: `Activated ${platforms.join(', ')} for ${student.fullName}`,
        requestId,
        details: { platforms },
      }),
    },
    input,
  );
}

/** The password is never logged or audited; refused by the API once the e-mail is confirmed (409). */
export async function setStudentPasswordAction(input: unknown) {
  return partnerAction(
    {
      roles: studentRoles,
      schema: setPasswordSchema.extend(withId),
      students: named,
      run: async ({ studentId, password }) => {
        const result = await partner.setStudentPassword(studentId, { password });
        return { studentId: result.data._id, fullName: result.data.fullName, requestId: result.requestId };
      },
      audit: ({ studentId, fullName, requestId }) => ({
        action: 'student.set-password',
        targetType: 'student',
        targetId: studentId,
        summary: `Set the password of ${fullName}`,
        requestId,
      }),
    },
    input,
  );
}

/** Links a supervisor by username; needs the student to have signed in to the organization (409). */
export async function linkSupervisorAction(input: unknown) {
  return partnerAction(
    {
      roles: studentRoles,
      schema: supervisorLinkSchema.extend({ ...withId, organization: z.string().min(1) }),
      students: named,
      run: async ({ studentId, organization, supervisorUsername }) => {
        const org = await requireOrganizationForAction(organization);
        const result = await partner.linkStudentSupervisor({ organizationId: org._id }, studentId, {
          supervisorUsername,
        });
        return { studentId, organization: org.slug, supervisorUsername, requestId: result.requestId };
      },
      audit: ({ studentId, organization, supervisorUsername, requestId }) => ({
        action: 'student.link-supervisor',
        targetType: 'student',
        targetId: studentId,
        summary: `Linked supervisor ${supervisorUsername} in ${organization}`,
        requestId,
        details: { organization, supervisorUsername },
      }),
    },
    input,
  );
}

/**
 * One organization's card of the student page from the read model: the stored copy (`force: false`, picked
 * up after its background read) or read from the API now (`force: true`, the Refresh button).
 */
export async function readOrganizationCardAction(input: unknown) {
  return organizationCardRead.action(input);
}

/**
 * A student's certificates and reports in one organization from the read model, when the person opens them
 * on the card (`force: true`: read from the API now, their Refresh button).
 */
export async function readStudentDocumentsAction(input: unknown) {
  return studentDocumentsRead.action(input);
}
