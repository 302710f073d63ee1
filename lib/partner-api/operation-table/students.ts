import { checkRegistrationResultSchema } from '../schemas/check-registration';
import { importBodySchema } from '../student-rules/import-rules';
import { orgStudentListQuerySchema, studentListQuerySchema } from '../schemas/query';
import { signInLinkSchema } from '../schemas/sign-in';
import { studentImportSchema } from '../schemas/student-import';
import { orgStudentSchema, resolvedStudentSchema, studentSchema } from '../schemas/student';
import {
  setPasswordSchema,
  studentCheckSchema,
  studentRegistrationSchema,
  studentUpdateSchema,
} from '../student-rules/body-schemas';
import { signInLinkBodySchema, supervisorLinkSchema } from '../student-rules/request-rules';
import { notShown, op, org, page, type OperationSpec } from './define';

/** Students, their imports and sign-in links. */
export const studentOperations = {
  listStudents: op('GET', '/student', 'student/read', {
    summary: 'Your students, references resolved',
    tag: 'Students',
    form: 'page',
    answer: resolvedStudentSchema,
    query: studentListQuerySchema,
  }),
  registerStudent: op('POST', '/student', 'student/create', {
    summary: 'Register a student',
    tag: 'Students',
    form: 'envelope',
    answer: studentSchema,
    body: studentRegistrationSchema,
    statuses: [201],
    assumption: notShown('the method, path and status of registration'),
  }),
  checkStudentRegistration: op('POST', '/student/check', 'student/create', {
    summary: 'Check a registration without creating anything',
    tag: 'Students',
    form: 'envelope',
    answer: checkRegistrationResultSchema,
    body: studentCheckSchema,
  }),
  createStudentImport: op('POST', '/student/import', 'student/create', {
    summary: 'Register 30 to 1000 students in the background',
    tag: 'Students',
    form: 'envelope',
    answer: studentImportSchema,
    body: importBodySchema,
    statuses: [202],
    rateLimit: { limit: 10, windowSeconds: 3600 },
  }),
  getStudentImport: op('GET', '/student/import/{importId}', 'student/create', {
    summary: 'An import with one page of its rows',
    tag: 'Students',
    form: 'envelope',
    answer: studentImportSchema,
    query: page,
  }),
  getStudent: op('GET', '/student/{studentId}', 'student/read', {
    summary: 'One student, references resolved',
    tag: 'Students',
    form: 'envelope',
    answer: resolvedStudentSchema,
    assumption: notShown('the method and path'),
  }),
  updateStudent: op('PUT', '/student/{studentId}', 'student/update', {
    summary: 'Change a student',
    tag: 'Students',
    form: 'envelope',
    answer: studentSchema,
    body: studentUpdateSchema,
  }),
  setStudentPassword: op('PUT', '/student/{studentId}/password', 'auth/signin', {
    summary: "Set a student's password",
    tag: 'Students',
    form: 'envelope',
    answer: studentSchema,
    body: setPasswordSchema,
    assumption: notShown('the method and path'),
  }),

  createSignInLink: op('POST', `${org}/auth/signin`, 'auth/signin', {
    summary: 'A single-use sign-in link, valid 120 s',
    tag: 'Sign-in links',
    form: 'envelope',
    answer: signInLinkSchema,
    body: signInLinkBodySchema,
  }),
  listOrgStudents: op('GET', `${org}/student`, 'student/read', {
    summary: 'Students as the organization sees them',
    tag: 'Students',
    form: 'page',
    answer: orgStudentSchema,
    query: orgStudentListQuerySchema,
    assumption: notShown('the answer'),
  }),
  getOrgStudent: op('GET', `${org}/student/{studentId}`, 'student/read', {
    summary: "The organization's view of one student",
    tag: 'Students',
    form: 'envelope',
    answer: orgStudentSchema,
    assumption: notShown('the answer'),
  }),
  updateOrgStudent: op('PUT', `${org}/student/{studentId}`, 'student/update', {
    summary: 'Change a student through an organization (activates it)',
    tag: 'Students',
    form: 'envelope',
    answer: orgStudentSchema,
    body: studentUpdateSchema,
    assumption: notShown('the body and the answer'),
  }),
  linkStudentSupervisor: op('POST', `${org}/student/{studentId}/supervisor`, 'student/update', {
    summary: 'Link a supervisor to a student',
    tag: 'Students',
    form: 'envelope',
    answer: orgStudentSchema,
    body: supervisorLinkSchema,
    assumption: notShown(
      'the method, path and answer: the student as the organization sees it, its supervisor resolved',
    ),
  }),
} as const satisfies Record<string, OperationSpec>;
