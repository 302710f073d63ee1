import type { Freshness } from '@/lib/read-model/stored';

/** What the home page shows (server/home/load-home.ts builds it from the console's own database). */
export interface OrgRef {
  slug: string;
  name: string;
}

/** Students of the viewer's scope the directory knows never signed in to an organization their school applies to. */
export interface NeverSignedIn {
  organization: OrgRef;
  students: number;
  href: string;
}

export interface AwaitingPayment {
  applicationId: string;
  organization: OrgRef;
  studentName: string;
  amount: number;
  href: string;
}

export interface ClosingGroup {
  organization: OrgRef;
  challenge: { id: string; title: string; windowEnd: string };
  group: { id: string; name: string; status: string; stepsSubmitted: number; stepCount: number };
  href: string;
}

/** A challenge list that could not be read (the rest of the home page still shows). */
export interface ChallengeReadProblem {
  /** Null when the organizations themselves could not be read. */
  organization: OrgRef | null;
  message: string;
  requestId: string | null;
}

export interface ImportItem {
  id: string;
  fileName: string;
  userEmail: string;
  status: string;
  totalRows: number;
  registered: number;
  createdAt: string;
  finishedAt: string | null;
  href: string;
}

export interface ImportsSummary {
  inProgress: ImportItem[];
  lastFinished: ImportItem | null;
  /** Admin and support: imports that failed in the last 7 days; null for coordinators. */
  failedThisWeek: ImportItem[] | null;
}

export interface RegistrationTrend {
  thisWeek: number;
  lastWeek: number;
}

export interface DirectoryFreshness {
  lastCompletedAt: string | null;
  running: boolean;
  rows: number;
  intervalSeconds: number;
  lastError: { message: string; at: string | null } | null;
  /** When the next run is due (the last completed one plus the interval); null while one runs or when off. */
  nextAt: string | null;
  /** Calls the last (or the current) run made, per list operation. */
  calls: Array<{ operation: string; calls: number }>;
}

/**
 * How much of the account the console has read (the directory sync: each organization's students and
 * applications, then the students list), so that Home never gives an all-clear before it has looked.
 */
export interface AccountCoverage {
  /** A whole run has completed: what Home lists covers every student, as of `lastCompletedAt`. */
  complete: boolean;
  lastCompletedAt: string | null;
  /** The first run under way: organizations whose students and applications were read to the end, of all. */
  organizationsChecked: number;
  organizations: number | null;
  /** The first run is reading the students list: its page, of its pages. */
  studentsPage: { page: number; totalPages: number | null } | null;
  /** The background sync is off (DIRECTORY_SYNC_INTERVAL_SECONDS=0): only what people opened is known. */
  off: boolean;
}

export interface UpstreamProblems {
  /** The last 24 hours: server errors and failed connections (status 0 or 5xx), and 429s, per operation. */
  byOperation: Array<{ operation: string; errors: number; tooManyRequests: number }>;
  requests: number;
  errors: number;
  tooManyRequests: number;
}

export interface BudgetUse {
  operation: string;
  limit: number;
  used: number;
  queued: number;
  windowEndsAt: string | null;
  pausedUntil: string | null;
}

export interface Attention {
  neverSignedIn: NeverSignedIn[];
  awaitingPayment: AwaitingPayment[];
  /** How many applications await payment in all (the list stops at 20). */
  awaitingPaymentTotal: number;
  /** When the newest of the student cards they were read from was read; null when none is held. */
  applicationsAsOf: string | null;
  closingGroups: ClosingGroup[];
  challengeProblems: ChallengeReadProblem[];
  challengesFreshness: Freshness | null;
  coverage: AccountCoverage;
}

export interface HomeView {
  role: 'admin' | 'support' | 'coordinator';
  now: string;
  attention: Attention;
  imports: ImportsSummary;
  registrations: RegistrationTrend;
  /** Admin and support only. */
  operations: { directory: DirectoryFreshness; upstream: UpstreamProblems; budget: BudgetUse[] } | null;
}
