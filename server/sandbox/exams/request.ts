import type { z } from 'zod';
import { isActivatedFor, isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { fieldMessages } from '@/lib/partner-api/student-rules/messages';
import { validateWith } from '@/lib/partner-api/student-rules/problems';
import type { SandboxAccount } from '../kernel/accounts';
import { badRequest, notFound } from '../kernel/errors';
import type { OrganizationRecord } from '../reference/reference-state';
import type { OperationRequest } from '../kernel/types';
import type { Sandbox } from '../kernel/sandbox';
import type { StoredApplication } from './exams-state';
import { findOrgCopy, findStudent } from '../students/lookups';
import { findApplication } from './queries';

/** A path id that is not 24 hex characters is a 400 (spec §7): `<name> must be a mongodb id`. */
export function pathId(req: OperationRequest, name: string): string {
  const value = req.params[name] ?? '';
  if (!isObjectId(value)) throw badRequest(fieldMessages.notObjectId(name));
  return value;
}

/** The body by its schema; the first broken rule is the message, every problem in `details.problems`. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = validateWith(schema, body);
  if (result.ok) return result.value;
  throw badRequest(result.problems[0]?.message ?? 'Invalid request body.', { problems: result.problems });
}

export function organizationOf(req: OperationRequest): OrganizationRecord {
  if (!req.organization) throw notFound('Organization not found!');
  return req.organization;
}

export function isOwnStudent(sandbox: Sandbox, account: SandboxAccount, studentId: string): boolean {
  return findStudent(sandbox, studentId)?.ownerAccountId === account._id;
}

/** An application of one of the account's own students; any other answers 404 (spec §1.2, §4.6). */
export function ownApplication(
  req: OperationRequest,
  organizationId: string,
  applicationId: string,
): StoredApplication {
  const application = findApplication(req.sandbox.state.exams, organizationId, applicationId);
  if (!application || !isOwnStudent(req.sandbox, req.account, application.studentId))
    throw notFound('Application not found!');
  return application;
}

/**
 * Applications an account sees in lists and totals (spec §8): its own students' who have access to
 * the organization (its slug or `common` activated) and have signed in to it (their copy exists). `only` narrows
 * them (one student's, one exam's) before the student lookups, which are the cost of a list over a large account.
 */
export function visibleApplications(
  req: OperationRequest,
  organization: OrganizationRecord,
  only: (application: StoredApplication) => boolean = () => true,
): StoredApplication[] {
  const { sandbox, account } = req;
  return sandbox.state.exams.applications.filter((a) => {
    if (a.organizationId !== organization._id || !only(a)) return false;
    const student = findStudent(sandbox, a.studentId);
    return (
      student !== undefined &&
      student.ownerAccountId === account._id &&
      isActivatedFor(student.activatedPlatformsThisSeason, organization.slug) &&
      findOrgCopy(sandbox, organization._id, student._id) !== undefined
    );
  });
}

/** Stable order for lists without a fixed one: oldest first, then `_id`. */
export function byCreation<T extends { _id: string; createdAt: string }>(a: T, b: T): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}
