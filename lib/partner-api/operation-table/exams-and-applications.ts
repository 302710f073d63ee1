import { createApplicationBodySchema, moveApplicationBodySchema } from '../application-bodies';
import { applicationSchema, examApplicationSchema, resolvedApplicationSchema } from '../schemas/application';
import { studentDocumentSchema } from '../schemas/certificate';
import { availableExamsSchema, examCategorySchema, examSchema } from '../schemas/exam';
import { anyAnswer, notShown, op, org, page, type OperationSpec } from './define';

/** An organization's exams, applications, certificates and reports. */
export const examAndApplicationOperations = {
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
} as const satisfies Record<string, OperationSpec>;
