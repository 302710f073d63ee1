/**
 * Every operation of the Partner Integration API v1.2.0: the spec's own and the paths DESIGN §5 fixes.
 * The client (server/partner) and the sandbox (server/sandbox) both read this table, so a path or a
 * permission changes in one edit. Paths are relative to the base URL, which includes `/v1`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OperationSpec {
  method: HttpMethod;
  /** Path template below `/v1`; `{name}` marks a path parameter. */
  path: string;
  /** `<resource>/<operation>`, or null for health. */
  permission: string | null;
  /** Requests allowed per window for one account (spec §8). */
  rateLimit: { limit: number; windowSeconds: number } | null;
}

const standardRate = { limit: 100, windowSeconds: 60 } as const;

function op(method: HttpMethod, path: string, permission: string | null, rateLimit: OperationSpec['rateLimit'] = standardRate): OperationSpec {
  return { method, path, permission, rateLimit };
}

const org = '/{organizationId}';
const challenge = `${org}/group-challenge/{challengeId}`;
const group = `${challenge}/group/{groupId}`;

export const operations = {
  health: op('GET', '/health', null, null),
  validateMe: op('GET', '/api-account/validate-me', 'api/*'),
  revokeToken: op('POST', '/api-account/revoke-token', 'api/*'),

  listCountries: op('GET', '/country', 'country/read'),
  getCountry: op('GET', '/country/{id}', 'country/read'),
  listGrades: op('GET', '/grade', 'grade/read'),
  getGrade: op('GET', '/grade/{id}', 'grade/read'),
  listOrganizations: op('GET', '/organization', 'organization/read'),
  getOrganization: op('GET', '/organization/{id}', 'organization/read'),

  listStudents: op('GET', '/student', 'student/read'),
  registerStudent: op('POST', '/student', 'student/create'),
  checkStudentRegistration: op('POST', '/student/check', 'student/create'),
  createStudentImport: op('POST', '/student/import', 'student/create', { limit: 10, windowSeconds: 3600 }),
  getStudentImport: op('GET', '/student/import/{importId}', 'student/create'),
  getStudent: op('GET', '/student/{studentId}', 'student/read'),
  updateStudent: op('PUT', '/student/{studentId}', 'student/update'),
  setStudentPassword: op('PUT', '/student/{studentId}/password', 'auth/signin'),

  createSignInLink: op('POST', `${org}/auth/signin`, 'auth/signin'),
  listOrgStudents: op('GET', `${org}/student`, 'student/read'),
  getOrgStudent: op('GET', `${org}/student/{studentId}`, 'student/read'),
  updateOrgStudent: op('PUT', `${org}/student/{studentId}`, 'student/update'),
  linkStudentSupervisor: op('POST', `${org}/student/{studentId}/supervisor`, 'student/update'),

  listExamCategories: op('GET', `${org}/exam-category`, 'exam-category/read'),
  listExams: op('GET', `${org}/exam`, 'exam/read'),
  listAvailableExams: op('GET', `${org}/exam/available/{studentId}`, 'exam/read'),

  createApplication: op('POST', `${org}/application`, 'application/create'),
  listApplications: op('GET', `${org}/application`, 'application/read'),
  listExamApplications: op('GET', `${org}/application/exam-applications/{examId}`, 'application/read'),
  listStudentApplications: op('GET', `${org}/application/student-applications/{studentId}`, 'application/read'),
  getApplication: op('GET', `${org}/application/{applicationId}`, 'application/read'),
  moveApplication: op('PUT', `${org}/application/{applicationId}`, 'application/update'),
  deleteApplication: op('DELETE', `${org}/application/{applicationId}`, 'application/delete'),

  listStudentCertificates: op('GET', `${org}/certificate/{userId}`, 'certificate/read'),
  downloadStudentCertificate: op('GET', `${org}/certificate/{userId}/{certificateId}/download`, 'certificate/read'),
  listStudentReports: op('GET', `${org}/report/{userId}`, 'report/read'),
  downloadStudentReport: op('GET', `${org}/report/{userId}/{reportId}/download`, 'report/read'),

  listGroupChallenges: op('GET', `${org}/group-challenge`, 'group-challenge/read'),
  getGroupChallenge: op('GET', challenge, 'group-challenge/read'),
  listGroupChallengeStudents: op('GET', `${challenge}/student`, 'group-challenge/read'),
  getGroupChallengeStudent: op('GET', `${challenge}/student/{studentId}`, 'group-challenge/read'),
  listGroupChallengeGroups: op('GET', `${challenge}/group`, 'group-challenge/read'),
  getGroupChallengeGroup: op('GET', group, 'group-challenge/read'),
  listGroupChallengeActivity: op('GET', `${group}/activity`, 'group-challenge/read'),
  submitGroupChallengeStep: op('POST', `${group}/step/{stepId}/submit`, 'group-challenge/submit'),
  finalSubmitGroupChallenge: op('POST', `${group}/final-submit`, 'group-challenge/submit'),
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
