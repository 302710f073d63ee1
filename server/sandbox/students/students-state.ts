import type { Sandbox } from '../kernel/sandbox';

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

// The students domain adds its own collections (imports, sign-in links, ...) below.
export interface StudentsState {
  students: StoredStudent[];
  orgCopies: OrgStudentCopy[];
}

/** Builds this domain's seed; earlier domains' parts of sandbox.state are already there. */
export function seedStudents(_sandbox: Sandbox): StudentsState {
  return { students: [], orgCopies: [] };
}
