import { paginate, paginationParams } from '@/lib/partner-api/pagination';
import { createApplicationBodySchema, moveApplicationBodySchema } from '@/lib/partner-api/application-bodies';
import type { OperationHandlers } from '../kernel/types';
import { findOwnStudent, requireOrgCopy } from '../students/lookups';
import { applyToExam, moveToExam, requireExam, requireGrade, withdrawApplication } from './applications';
import { examApplicationView, resolveApplication } from './resolve';
import { byCreation, organizationOf, ownApplication, parseBody, pathId, visibleApplications } from './request';
import { applicationView } from './views';

/** Application operations of spec §4.6 and §4.8, with the paths of docs/api-notes.md. */
export const applicationHandlers: OperationHandlers = {
  /** Body, student (404), grade (400), sign-in (409), exam (404); same pair again: 200 with the existing one. */
  createApplication: (req) => {
    const organization = organizationOf(req);
    const body = parseBody(createApplicationBodySchema, req.body);
    const student = findOwnStudent(req.sandbox, req.account, body.studentId);
    requireGrade(student);
    const copy = requireOrgCopy(req.sandbox, organization._id, student._id);
    const exam = requireExam(req.sandbox, organization._id, body.examId);
    const { application, created } = applyToExam(req.sandbox, student, copy, exam);
    return {
      status: created ? 201 : 200,
      message: created ? 'Application created successfully.' : 'Application already exists.',
      data: resolveApplication(req.sandbox, application),
    };
  },

  getApplication: (req) => {
    const organization = organizationOf(req);
    const application = ownApplication(req, organization._id, pathId(req, 'applicationId'));
    return { message: 'Application fetched successfully.', data: resolveApplication(req.sandbox, application) };
  },

  /** Answers the application as it was, with ids; 409 only for a payment paid above 0. */
  deleteApplication: (req) => {
    const organization = organizationOf(req);
    const application = ownApplication(req, organization._id, pathId(req, 'applicationId'));
    const before = applicationView({ ...application });
    withdrawApplication(req.sandbox, application);
    return { message: 'Application deleted successfully.', data: before };
  },

  /** PUT { examId } (docs/api-notes.md): path id, body, application (404), then the move rules. */
  moveApplication: (req) => {
    const organization = organizationOf(req);
    const applicationId = pathId(req, 'applicationId');
    const body = parseBody(moveApplicationBodySchema, req.body);
    const application = ownApplication(req, organization._id, applicationId);
    const student = findOwnStudent(req.sandbox, req.account, application.studentId);
    const moved = moveToExam(req.sandbox, application, student, body.examId);
    return { message: 'Application updated successfully.', data: resolveApplication(req.sandbox, moved) };
  },

  listApplications: (req) => {
    const organization = organizationOf(req);
    const applications = visibleApplications(req, organization).sort(byCreation);
    const { page, limit } = paginationParams(req.query);
    const { data, pagination } = paginate(applications, page, limit);
    return {
      message: 'Applications fetched successfully.',
      data: data.map((a) => resolveApplication(req.sandbox, a)),
      pagination,
    };
  },

  /** One student's applications: 400 malformed, 404 not yours, 409 never signed in (spec §1.5). */
  listStudentApplications: (req) => {
    const organization = organizationOf(req);
    const student = findOwnStudent(req.sandbox, req.account, pathId(req, 'studentId'));
    requireOrgCopy(req.sandbox, organization._id, student._id);
    const applications = visibleApplications(req, organization, (a) => a.studentId === student._id).sort(byCreation);
    const { page, limit } = paginationParams(req.query);
    const { data, pagination } = paginate(applications, page, limit);
    return {
      message: 'Applications fetched successfully.',
      data: data.map((a) => resolveApplication(req.sandbox, a)),
      pagination,
    };
  },

  /** Spec §4.6: an unknown exam gives an empty list (not 404); past sittings work. */
  listExamApplications: (req) => {
    const organization = organizationOf(req);
    const examId = pathId(req, 'examId');
    const applications = visibleApplications(req, organization, (a) => a.exam === examId).sort(byCreation);
    const { page, limit } = paginationParams(req.query);
    const { data, pagination } = paginate(applications, page, limit);
    return {
      message: 'Applications fetched successfully.',
      data: data.map((a) => examApplicationView(req.sandbox, a)),
      pagination,
    };
  },
};
