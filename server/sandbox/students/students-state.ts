import type { Sandbox } from '../kernel/sandbox';
import type { StoredImport } from './imports/import-types';
import { seedStudentsState } from './seed/seed-students';

/** A student on the core record, as stored (references are ids). Spec §2 "Student record". */
export interface StoredStudent {
  _id: string;
  /** The account (its `_id`) that registered the student: "your students" (spec §1.2). */
  ownerAccountId: string;
  username: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  emailConfirmed: boolean;
  phone?: string;
  birth?: string;
  sex?: 'm' | 'f' | 'n';
  country?: string;
  city?: string;
  school?: string;
  grade?: string;
  supervisor?: string;
  partner?: string;
  activatedPlatformsThisSeason: string[];
  /** scrypt hash; never answered. */
  passwordHash?: string;
  createdAt: string;
  updatedAt: string;
}

/** An organization's own copy of a student, made at the first sign-in (spec §1.5). */
export interface OrgStudentCopy {
  /** The organization's own id of the student (StudentRef `_id`). */
  _id: string;
  /** The core student's `_id`. */
  mainId: string;
  organizationId: string;
  /** Supervisor linked in this organization (a teacher's username resolves to this id). */
  supervisor?: string;
  signedInAt: string;
  createdAt: string;
  updatedAt: string;
}

/** A teacher of one organization, whom linkStudentSupervisor names by username (spec §4.8). */
export interface StoredSupervisor {
  /** The teacher's id in the organization. */
  _id: string;
  /** The teacher's id on the core record. */
  mainId: string;
  organizationId: string;
  username: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** A single-use sign-in link (spec §4.4), kept only in the sandbox's state. */
export interface StoredSignInLink {
  token: string;
  accountId: string;
  studentId: string;
  organizationId: string;
  /** The organization's id of the student: the copy's `_id`, decided when the link is issued. */
  copyId: string;
  /** The panel path with `{userId}` replaced. */
  redirect: string;
  issuedAt: string;
  expiresAt: string;
  usedAt?: string;
}

export interface StudentsState {
  students: StoredStudent[];
  orgCopies: OrgStudentCopy[];
  supervisors: StoredSupervisor[];
  /** `<organizationId>:<studentId>` -> the copy id a sign-in link promised before the copy exists. */
  reservedCopyIds: Record<string, string>;
  signInLinks: StoredSignInLink[];
  imports: StoredImport[];
  /** End (ISO) of the scheduled window during which bulk registration is paused (spec §4.3 import rule 7). */
  importPausedUntil: string | null;
  /** `<accountId>:<UTC day>:<rows key>` -> times the account was shown those unavailable addresses (spec §7 rule 7). */
  importRowsShown: Record<string, number>;
  /** Next number of an issued username. */
  usernameCounter: number;
}

/** Builds this domain's seed; earlier domains' parts of sandbox.state are already there. */
export function seedStudents(sandbox: Sandbox): StudentsState {
  return seedStudentsState(sandbox);
}
