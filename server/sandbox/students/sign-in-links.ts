import { randomBytes } from 'node:crypto';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { validateSignInLink } from '@/lib/partner-api/student-rules/request-rules';
import { forbidden, notFound } from '../kernel/errors';
import type { Sandbox } from '../kernel/sandbox';
import type { OperationHandlers } from '../kernel/types';
import { findOwnStudent } from './lookups';
import { ensureOrgCopy, orgIdOfStudent } from './org-copies';
import { requireValid } from './request-helpers';
import type { StoredSignInLink } from './students-state';

/** Spec §4.4 and §8: a link works once, for 120 seconds from issue. */
export const SIGN_IN_LINK_SECONDS = 120;

export const signInLinkHandlers: OperationHandlers = {
  /** POST /v1/{organizationId}/auth/signin: body rules (400), your student (404), activated (403), then a new link. */
  createSignInLink({ sandbox, account, organization, body, mountUrl }) {
    if (!organization) throw notFound('Organization not found!');
    const { studentId, redirect } = requireValid(validateSignInLink(body));
    const student = findOwnStudent(sandbox, account, studentId);
    if (!isActivatedFor(student.activatedPlatformsThisSeason, organization.slug)) {
      throw forbidden(
        `The student is not activated for ${organization.slug}: activatedPlatformsThisSeason holds neither it nor common.`,
      );
    }
    const copyId = orgIdOfStudent(sandbox, organization._id, student._id);
    const issued = sandbox.now();
    const link: StoredSignInLink = {
      token: randomBytes(24).toString('base64url'),
      accountId: account._id,
      studentId: student._id,
      organizationId: organization._id,
      copyId,
      redirect: (redirect ?? organization.defaultRedirect ?? '/').replaceAll('{userId}', copyId),
      issuedAt: issued.toISOString(),
      expiresAt: new Date(issued.getTime() + SIGN_IN_LINK_SECONDS * 1000).toISOString(),
    };
    sandbox.state.students.signInLinks.push(link);
    sandbox.markDirty('students');
    return {
      message: 'Sign-in link generated successfully.',
      data: {
        url: `${mountUrl}/__sandbox/auth/${link.token}`,
        organization: organization.slug,
        studentId: student._id,
        expiresIn: SIGN_IN_LINK_SECONDS,
      },
    };
  },
};

export type LinkVisit =
  | { outcome: 'signed-in'; link: StoredSignInLink }
  | { outcome: 'unknown' }
  | { outcome: 'used'; link: StoredSignInLink }
  | { outcome: 'expired'; link: StoredSignInLink };

/**
 * Opening a link (GET /__sandbox/auth/<token>): the first visit within 120 s signs the student in,
 * making the organization's copy if there is none; a second or late visit is refused.
 */
export function visitSignInLink(sandbox: Sandbox, token: string): LinkVisit {
  const link = sandbox.state.students.signInLinks.find((l) => l.token === token);
  if (!link) return { outcome: 'unknown' };
  if (link.usedAt) return { outcome: 'used', link };
  const now = sandbox.now();
  if (now.getTime() > Date.parse(link.expiresAt)) return { outcome: 'expired', link };
  link.usedAt = now.toISOString();
  ensureOrgCopy(sandbox, link.organizationId, link.studentId, link.usedAt);
  sandbox.markDirty('students');
  return { outcome: 'signed-in', link };
}

/** Links past their expiry by more than a day are of no use to anyone. */
export function pruneSignInLinks(sandbox: Sandbox): void {
  const state = sandbox.state.students;
  if (!state || state.signInLinks.length === 0) return;
  const cutoff = sandbox.now().getTime() - 24 * 60 * 60 * 1000;
  const kept = state.signInLinks.filter((l) => Date.parse(l.expiresAt) >= cutoff);
  if (kept.length !== state.signInLinks.length) {
    state.signInLinks = kept;
    sandbox.markDirty('students');
  }
}
