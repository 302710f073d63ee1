import { paginate, paginationParams } from '@/lib/partner-api/pagination';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { parseSignedInFilter, validateSupervisorLink } from '@/lib/partner-api/student-rules/request-rules';
import { validateUpdate } from '@/lib/partner-api/student-rules/validate';
import { badRequest, notFound } from '../kernel/errors';
import type { OperationHandlers, OperationRequest } from '../kernel/types';
import type { OrganizationRecord } from '../reference/reference-state';
import { findOwnStudent, requireOrgCopy } from './lookups';
import { pathStudentId, requireValid } from './request-helpers';
import { applyStudentUpdate } from './update';
import { orgStudentView } from './views';

function organizationOf(req: OperationRequest): OrganizationRecord {
  if (!req.organization) throw notFound('Organization not found!');
  return req.organization;
}

/** Organization-scoped student operations (spec §4.8, docs/api-notes.md). */
export const orgStudentHandlers: OperationHandlers = {
  listOrgStudents(req) {
    const { sandbox, account, query } = req;
    const organization = organizationOf(req);
    const filter = parseSignedInFilter(query.getAll('signedIn'));
    if (!filter.ok) throw badRequest(filter.message);
    const signedIn = new Set(
      sandbox.state.students.orgCopies.filter((c) => c.organizationId === organization._id).map((c) => c.mainId),
    );
    const visible = sandbox.state.students.students.filter((s) => {
      if (s.ownerAccountId !== account._id || !isActivatedFor(s.activatedPlatformsThisSeason, organization.slug))
        return false;
      return filter.value === null || signedIn.has(s._id) === filter.value;
    });
    const { page, limit } = paginationParams(query);
    const { data, pagination } = paginate(visible, page, limit);
    return {
      message: 'Students fetched successfully.',
      data: data.map((s) => orgStudentView(sandbox, s, organization)),
      pagination,
    };
  },

  getOrgStudent(req) {
    const organization = organizationOf(req);
    const student = findOwnStudent(req.sandbox, req.account, pathStudentId(req.params));
    if (!isActivatedFor(student.activatedPlatformsThisSeason, organization.slug)) throw notFound('Student not found!');
    return { message: 'Student fetched successfully.', data: orgStudentView(req.sandbox, student, organization) };
  },

  /** Same rules as updateStudent; the organization's slug is added to the activated list. */
  updateOrgStudent(req) {
    const organization = organizationOf(req);
    const studentId = pathStudentId(req.params);
    const value = requireValid(validateUpdate(req.body));
    const student = findOwnStudent(req.sandbox, req.account, studentId);
    applyStudentUpdate(req.sandbox, student, value, [organization.slug]);
    return { message: 'Student updated successfully.', data: orgStudentView(req.sandbox, student, organization) };
  },

  /** Needs the student's copy in the organization (409 otherwise); the teacher is named by username. */
  linkStudentSupervisor(req) {
    const { sandbox } = req;
    const organization = organizationOf(req);
    const studentId = pathStudentId(req.params);
    const { supervisorUsername } = requireValid(validateSupervisorLink(req.body));
    const student = findOwnStudent(sandbox, req.account, studentId);
    const copy = requireOrgCopy(sandbox, organization._id, student._id);
    const wanted = supervisorUsername.trim().toLowerCase();
    const supervisor = sandbox.state.students.supervisors.find(
      (p) => p.organizationId === organization._id && p.username.toLowerCase() === wanted,
    );
    if (!supervisor) throw notFound('Supervisor not found!');
    const at = sandbox.now().toISOString();
    if (copy.supervisor !== supervisor._id) Object.assign(copy, { supervisor: supervisor._id, updatedAt: at });
    if (student.supervisor !== supervisor._id) Object.assign(student, { supervisor: supervisor._id, updatedAt: at });
    sandbox.markDirty('students');
    return { message: 'Supervisor linked successfully.', data: orgStudentView(sandbox, student, organization) };
  },
};
