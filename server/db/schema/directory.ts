import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The student directory (docs/architecture.md): a searchable copy of the account's students, kept current by the
 * background sync and by the console's own writes. The live record stays the API's (/students/{id}).
 */
export const directoryStudents = pgTable(
  'directory_students',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    /** Folded (accents and case) "last first", the name sort and the short-query prefix match. */
    sortName: text('sort_name').notNull(),
    /** Folded first name, for the short-query prefix match. */
    firstFold: text('first_fold').notNull(),
    /** Folded full name, username and e-mail: the free-text search (trigram index). */
    searchText: text('search_text').notNull(),
    username: text('username').notNull(),
    usernameFold: text('username_fold').notNull(),
    email: text('email').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull(),
    countryId: text('country_id'),
    countryName: text('country_name'),
    cityId: text('city_id'),
    cityName: text('city_name'),
    schoolId: text('school_id'),
    schoolName: text('school_name'),
    gradeId: text('grade_id'),
    gradeName: text('grade_name'),
    /** Grade name as a number (1 to 12) for sorting; null when not numeric. */
    gradeOrder: integer('grade_order'),
    platforms: text('platforms').array().notNull(),
    /** Organization slugs the student has signed in to; null when not known. */
    signedInOrgs: text('signed_in_orgs').array(),
    /** The student record's own updatedAt. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the console last wrote this row from the API. */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    /** The sync run that last saw the student; rows not seen by a complete run are removed. */
    seenRun: text('seen_run'),
  },
  (t) => [
    index('directory_students_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('directory_students_sort_name').on(t.sortName, t.id),
    index('directory_students_sort_prefix').on(t.sortName.op('text_pattern_ops')),
    index('directory_students_first_prefix').on(t.firstFold.op('text_pattern_ops')),
    index('directory_students_username_prefix').on(t.usernameFold.op('text_pattern_ops')),
    index('directory_students_school').on(t.schoolName, t.sortName, t.id),
    index('directory_students_school_desc').on(t.schoolName.desc().nullsLast(), t.sortName, t.id),
    index('directory_students_city').on(t.cityName, t.sortName, t.id),
    index('directory_students_grade').on(t.gradeOrder, t.sortName, t.id),
    index('directory_students_grade_desc').on(t.gradeOrder.desc().nullsLast(), t.sortName, t.id),
    index('directory_students_updated').on(t.updatedAt, t.id),
    index('directory_students_platforms').using('gin', t.platforms),
    index('directory_students_orgs').using('gin', t.signedInOrgs),
    index('directory_students_seen_run').on(t.seenRun),
    // The e-mail finder's list matches addresses case-blind (server/students/students-directory-list.ts).
    index('directory_students_email_lower').on(sql`lower(${t.email})`),
  ],
);

/**
 * How many directory students share a school, the organizations they signed in to and their platforms. Triggers on
 * directory_students keep it (migration 0017: every insert, delete and change of those three columns, whoever
 * writes), so Home's never-signed-in counts and the directory's size read these groups, not every student: 20,000
 * students in 5 organizations make about a thousand groups.
 */
export const directoryStudentGroups = pgTable(
  'directory_student_groups',
  {
    schoolName: text('school_name'),
    signedInOrgs: text('signed_in_orgs').array(),
    platforms: text('platforms').array().notNull(),
    students: integer('students').notNull(),
  },
  (t) => [unique('directory_student_groups_key').on(t.schoolName, t.signedInOrgs, t.platforms).nullsNotDistinct()],
);

/**
 * Where a run's organizations pass stands: organizations in slug order; for each, its students (listOrgStudents,
 * both sign-in states) and then its applications (listApplications), one page at a time.
 */
export interface SignedInPassState {
  /** Slugs of the organizations this run reads, in order. */
  orgs: string[];
  /** Index into `orgs` of the organization being read. */
  index: number;
  nextPage: number;
  totalPages: number | null;
  /** The organization's total on its first page; a different one later means its list moved meanwhile. */
  firstTotal: number | null;
  /** Organizations whose list moved while being read: their sign-ins are only added, none removed. */
  unstable: string[];
  /** Signed-in students listed so far (all organizations). */
  seen: number;
  requests: number;
  /** What the organization in hand is being listed for (absent in a run begun before applications were listed). */
  step?: 'students' | 'applications';
  /** When the organization in hand was first read: the "as of" of the cards written from its lists. */
  orgStartedAt?: string | null;
  /** Organizations whose students and applications were listed to the end, their cards written. */
  covered?: string[];
  /** Applications listed so far (all organizations). */
  applications?: number;
}

/** The sync's one row: its run, cursor and lease (docs/architecture.md), so a run resumes after a restart. */
export const directorySync = pgTable('directory_sync', {
  id: text('id').primaryKey(),
  runId: text('run_id'),
  runStartedAt: timestamp('run_started_at', { withTimezone: true }),
  /** The next page to read (limit 100); 1 at the start of a run. */
  nextPage: integer('next_page').notNull().default(1),
  totalPages: integer('total_pages'),
  total: integer('total'),
  /** The total the run's first page gave; a different total at the end means the list moved meanwhile. */
  firstTotal: integer('first_total'),
  seen: integer('seen').notNull().default(0),
  requests: integer('requests').notNull().default(0),
  /** 'students' (listStudents pages) or 'signed-in' (each organization's signed-in students). */
  phase: text('phase').$type<'students' | 'signed-in'>().notNull().default('students'),
  /** The signed-in pass's cursor (server/directory/signed-in-pass.ts); null before it starts. */
  signedInPass: jsonb('signed_in_pass').$type<SignedInPassState>(),
  lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
  lastCompletedCount: integer('last_completed_count'),
  lastRemoved: integer('last_removed'),
  lastError: text('last_error'),
  lastErrorRequestId: text('last_error_request_id'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** Set by "sync now": a new run starts at the next tick even when one completed recently. */
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  leaseOwner: text('lease_owner'),
  leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * The students each organization listed during a run (organization slug, main student id, signed in there or not,
 * the supervisor it names): the directory's sign-ins at the run's end, and the organization cards.
 */
export const directorySignedIn = pgTable(
  'directory_signed_in',
  {
    runId: text('run_id').notNull(),
    studentId: text('student_id').notNull(),
    org: text('org').notNull(),
    signedIn: boolean('signed_in').notNull().default(true),
    supervisor: jsonb('supervisor'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.studentId, t.org] })],
);

/** The applications each organization listed during a run (listApplications, resolved), kept until its cards are written. */
export const directoryApplications = pgTable(
  'directory_applications',
  {
    runId: text('run_id').notNull(),
    org: text('org').notNull(),
    applicationId: text('application_id').notNull(),
    /** The registered id of the student (the StudentRef's mainId). */
    studentId: text('student_id').notNull(),
    data: jsonb('data').notNull(),
    /** Where the application stood in the organization's list (0-based over pages of 100): the API's order. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.org, t.applicationId] }),
    index('directory_applications_student').on(t.runId, t.org, t.studentId),
  ],
);

/**
 * Each organization's applications as the mirror's last complete pass listed them (copied from
 * directory_applications once the organization's lists were read to the end without moving): the applications
 * pages answer from them, in the API's order, while the read model's `application-lists` mark of the organization
 * says the copy is whole and recent (server/applications/mirrored-applications.ts).
 */
export const mirroredApplications = pgTable(
  'mirrored_applications',
  {
    /** The organization's `_id`. */
    orgId: text('org_id').notNull(),
    runId: text('run_id').notNull(),
    position: integer('position').notNull(),
    applicationId: text('application_id').notNull(),
    /** The registered id of the student (the StudentRef's mainId). */
    studentId: text('student_id').notNull(),
    examId: text('exam_id'),
    data: jsonb('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.applicationId] }),
    index('mirrored_applications_order').on(t.orgId, t.runId, t.position),
    index('mirrored_applications_student').on(t.orgId, t.studentId, t.position),
    index('mirrored_applications_exam').on(t.orgId, t.examId, t.position),
  ],
);
