import { z } from 'zod';
import { createApplicationBodySchema, moveApplicationBodySchema } from './application-bodies';
import { groupSubmitBodySchema } from './group-submit-body';
import { apiAccountSchema } from './schemas/account';
import { applicationSchema, examApplicationSchema, resolvedApplicationSchema } from './schemas/application';
import { studentDocumentSchema } from './schemas/certificate';
import { checkRegistrationResultSchema } from './schemas/check-registration';
import { availableExamsSchema, examCategorySchema, examSchema } from './schemas/exam';
import { groupChallengeSchema } from './schemas/group-challenge';
import { groupListItemSchema, groupSchema } from './schemas/group';
import { orgStudentListQuerySchema, pageQuerySchema, studentListQuerySchema } from './schemas/query';
import { countrySchema, gradeSchema, organizationSchema } from './schemas/reference';
import { signInLinkSchema } from './schemas/sign-in';
import {
  activityEntrySchema,
  finalSubmitResultSchema,
  standingSchema,
  submitStepResultSchema,
} from './schemas/standing';
import { studentImportSchema } from './schemas/student-import';
import { orgStudentSchema, resolvedStudentSchema, studentSchema } from './schemas/student';
import {
  setPasswordSchema,
  studentCheckSchema,
  studentRegistrationSchema,
  studentUpdateSchema,
} from './student-rules/body-schemas';
import { importBodySchema } from './student-rules/import-rules';
import { signInLinkBodySchema, supervisorLinkSchema } from './student-rules/request-rules';

/**
 * Every operation of the Partner Integration API v1.2.0, with the shapes of its request and answer: the
 * spec's own and, where the spec leaves a path or an answer open, the console's assumption
 * (docs/api-notes.md). The client (server/partner), the sandbox (server/sandbox) and the OpenAPI document
 * (lib/partner-api/openapi) all read this table, so a path, a permission or a shape changes in one edit.
 * Paths are relative to the base URL, which includes `/v1`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a success is answered: `envelope` `{ success, message, data }`, `page` the envelope with a list and
 * `pagination`, `raw` the body itself (no envelope), `file` a PDF download.
 */
export type AnswerForm = 'envelope' | 'page' | 'raw' | 'file';

export interface OperationSpec {
  method: HttpMethod;
  /** Path template below `/v1`; `{name}` marks a path parameter. */
  path: string;
  /** `<resource>/<operation>`, or null for health. */
  permission: string | null;
  /** Requests allowed per window for one account (spec §8). */
  rateLimit: { limit: number; windowSeconds: number } | null;
  /** One line, for the API reference. */
  summary: string;
  /** The section of the spec it belongs to, used to group the reference. */
  tag: OperationTag;
  form: AnswerForm;
  /** `data` of a success (the whole body for `raw`; each record for `page`). */
  answer: z.ZodType;
  /** Success statuses, the usual one first. */
  statuses: readonly number[];
  query?: z.ZodObject;
  body?: z.ZodType;
  /** What the console assumes where the spec leaves this operation's path or shapes open. */
  assumption?: string;
}

export const operationTags = [
  'Account',
  'Reference data',
  'Students',
  'Sign-in links',
  'Exams',
  'Applications',
  'Certificates and reports',
  'Group challenges',
] as const;
export type OperationTag = (typeof operationTags)[number];

const standardRate = { limit: 100, windowSeconds: 60 } as const;
const anyAnswer = z.unknown();

type Shape = Omit<OperationSpec, 'method' | 'path' | 'permission' | 'rateLimit' | 'statuses'> &
  Partial<Pick<OperationSpec, 'rateLimit' | 'statuses'>>;

function op<const S extends Shape>(
  method: HttpMethod,
  path: string,
  permission: string | null,
  shape: S,
): OperationSpec & S {
  return { method, path, permission, rateLimit: standardRate, statuses: [200], ...shape };
}

const org = '/{organizationId}';
const challenge = `${org}/group-challenge/{challengeId}`;
const group = `${challenge}/group/{groupId}`;
const page = pageQuerySchema;
const notShown = (what: string) => `The spec does not show ${what}; the console and the sandbox use this one.`;

export const operations = {
  health: op('GET', '/health', null, {
    summary: 'Liveness (no token, not counted)',
    tag: 'Account',
    form: 'raw',
    answer: anyAnswer,
    rateLimit: null,
    assumption: notShown('the body of the answer'),
  }),
  validateMe: op('GET', '/api-account/validate-me', 'api/*', {
    summary: 'The API account itself, without the envelope',
    tag: 'Account',
    form: 'raw',
    answer: apiAccountSchema,
  }),
  revokeToken: op('POST', '/api-account/revoke-token', 'api/*', {
    summary: 'Revoke the bearer token of this very request',
    tag: 'Account',
    form: 'envelope',
    answer: anyAnswer,
    assumption: notShown('how a token is revoked: method, path and answer'),
  }),

  listCountries: op('GET', '/country', 'country/read', {
    summary: 'Countries',
    tag: 'Reference data',
    form: 'page',
    answer: countrySchema,
    query: page,
  }),
  getCountry: op('GET', '/country/{id}', 'country/read', {
    summary: 'One country',
    tag: 'Reference data',
    form: 'envelope',
    answer: countrySchema,
  }),
  listGrades: op('GET', '/grade', 'grade/read', {
    summary: 'Grades, oldest first',
    tag: 'Reference data',
    form: 'page',
    answer: gradeSchema,
    query: page,
  }),
  getGrade: op('GET', '/grade/{id}', 'grade/read', {
    summary: 'One grade',
    tag: 'Reference data',
    form: 'envelope',
    answer: gradeSchema,
  }),
  listOrganizations: op('GET', '/organization', 'organization/read', {
    summary: 'The five organizations',
    tag: 'Reference data',
    form: 'page',
    answer: organizationSchema,
    query: page,
  }),
  getOrganization: op('GET', '/organization/{id}', 'organization/read', {
    summary: 'One organization',
    tag: 'Reference data',
    form: 'envelope',
    answer: organizationSchema,
  }),

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

  listExamCategories: op('GET', `${org}/exam-category`, 'exam-category/read', {
    summary: 'Exam categories, active or not',
    tag: 'Exams',
    form: 'page',
    answer: examCategorySchema,
    query: page,
  }),
  listExams: op('GET', `${org}/exam`, 'exam/read', {
    summary: 'Open exams, soonest sitting first',
    tag: 'Exams',
    form: 'page',
    answer: examSchema,
    query: page,
    assumption: notShown('the answer'),
  }),
  listAvailableExams: op('GET', `${org}/exam/available/{studentId}`, 'exam/read', {
    summary: "A student's available exams as a tree",
    tag: 'Exams',
    form: 'envelope',
    answer: availableExamsSchema,
  }),

  createApplication: op('POST', `${org}/application`, 'application/create', {
    summary: 'Apply a student to an exam (the same again answers the existing one)',
    tag: 'Applications',
    form: 'envelope',
    answer: resolvedApplicationSchema,
    body: createApplicationBodySchema,
    statuses: [201, 200],
    assumption: notShown('the answer: 201 with the new application, 200 with the existing one'),
  }),
  listApplications: op('GET', `${org}/application`, 'application/read', {
    summary: "Your students' applications",
    tag: 'Applications',
    form: 'page',
    answer: resolvedApplicationSchema,
    query: page,
    assumption: notShown('the answer'),
  }),
  listExamApplications: op('GET', `${org}/application/exam-applications/{examId}`, 'application/read', {
    summary: 'Applications to one exam',
    tag: 'Applications',
    form: 'page',
    answer: examApplicationSchema,
    query: page,
  }),
  listStudentApplications: op('GET', `${org}/application/student-applications/{studentId}`, 'application/read', {
    summary: "One student's applications",
    tag: 'Applications',
    form: 'page',
    answer: resolvedApplicationSchema,
    query: page,
    assumption: notShown('the answer'),
  }),
  getApplication: op('GET', `${org}/application/{applicationId}`, 'application/read', {
    summary: 'One application, resolved',
    tag: 'Applications',
    form: 'envelope',
    answer: resolvedApplicationSchema,
  }),
  moveApplication: op('PUT', `${org}/application/{applicationId}`, 'application/update', {
    summary: 'Move an application to another exam',
    tag: 'Applications',
    form: 'envelope',
    answer: resolvedApplicationSchema.or(applicationSchema),
    body: moveApplicationBodySchema,
    assumption: notShown('the method, path and answer (resolved or with ids: both are read)'),
  }),
  deleteApplication: op('DELETE', `${org}/application/{applicationId}`, 'application/delete', {
    summary: 'Withdraw an application (never refunds)',
    tag: 'Applications',
    form: 'envelope',
    answer: applicationSchema,
  }),

  listStudentCertificates: op('GET', `${org}/certificate/{userId}`, 'certificate/read', {
    summary: "A student's certificates",
    tag: 'Certificates and reports',
    form: 'page',
    answer: studentDocumentSchema,
    query: page,
    assumption: notShown('the answer'),
  }),
  downloadStudentCertificate: op('GET', `${org}/certificate/{userId}/{certificateId}/download`, 'certificate/read', {
    summary: 'A certificate as PDF',
    tag: 'Certificates and reports',
    form: 'file',
    answer: anyAnswer,
    assumption: notShown('the download path'),
  }),
  listStudentReports: op('GET', `${org}/report/{userId}`, 'report/read', {
    summary: "A student's reports",
    tag: 'Certificates and reports',
    form: 'page',
    answer: studentDocumentSchema,
    query: page,
    assumption: notShown('the answer'),
  }),
  downloadStudentReport: op('GET', `${org}/report/{userId}/{reportId}/download`, 'report/read', {
    summary: 'A report as PDF',
    tag: 'Certificates and reports',
    form: 'file',
    answer: anyAnswer,
    assumption: notShown('the download path'),
  }),

  listGroupChallenges: op('GET', `${org}/group-challenge`, 'group-challenge/read', {
    summary: "The organization's group challenges",
    tag: 'Group challenges',
    form: 'page',
    answer: groupChallengeSchema,
    query: page,
    assumption: notShown('the path and the fields of a challenge'),
  }),
  getGroupChallenge: op('GET', challenge, 'group-challenge/read', {
    summary: 'One group challenge',
    tag: 'Group challenges',
    form: 'envelope',
    answer: groupChallengeSchema,
    assumption: notShown('the path and the answer'),
  }),
  listGroupChallengeStudents: op('GET', `${challenge}/student`, 'group-challenge/read', {
    summary: 'Standings of your signed-in students',
    tag: 'Group challenges',
    form: 'page',
    answer: standingSchema,
    query: page,
    assumption: notShown('the path'),
  }),
  getGroupChallengeStudent: op('GET', `${challenge}/student/{studentId}`, 'group-challenge/read', {
    summary: "One student's standing",
    tag: 'Group challenges',
    form: 'envelope',
    answer: standingSchema,
  }),
  listGroupChallengeGroups: op('GET', `${challenge}/group`, 'group-challenge/read', {
    summary: 'Groups with one of your students, oldest first',
    tag: 'Group challenges',
    form: 'page',
    answer: groupListItemSchema,
    query: page,
  }),
  getGroupChallengeGroup: op('GET', group, 'group-challenge/read', {
    summary: 'One group with steps and files',
    tag: 'Group challenges',
    form: 'envelope',
    answer: groupSchema,
  }),
  listGroupChallengeActivity: op('GET', `${group}/activity`, 'group-challenge/read', {
    summary: "A group's activity, oldest first",
    tag: 'Group challenges',
    form: 'page',
    answer: activityEntrySchema,
    query: page,
    assumption: notShown('the path and the fields of an activity entry'),
  }),
  submitGroupChallengeStep: op('POST', `${group}/step/{stepId}/submit`, 'group-challenge/submit', {
    summary: "Submit the group's open step for a student",
    tag: 'Group challenges',
    form: 'envelope',
    answer: submitStepResultSchema,
    body: groupSubmitBodySchema,
    assumption: notShown('the method, path and answer'),
  }),
  finalSubmitGroupChallenge: op('POST', `${group}/final-submit`, 'group-challenge/submit', {
    summary: "Send the group's work for a student",
    tag: 'Group challenges',
    form: 'envelope',
    answer: finalSubmitResultSchema,
    body: groupSubmitBodySchema,
  }),
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof operations;

export const operationIds = Object.keys(operations) as OperationId[];

/** Organization-scoped operations act on the organization's slug; flat ones on `core` (spec §5). */
export function isOrganizationScoped(id: OperationId): boolean {
  return operations[id].path.startsWith(org);
}

/** Path parameter names of a template, in order. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Fills a template; values are URI-encoded so that an id can never change the path. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}
