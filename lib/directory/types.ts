/** One directory row as pages, actions and the export see it (dates as ISO strings). */
export interface DirectoryStudentView {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  username: string;
  email: string;
  emailConfirmed: boolean;
  countryId: string | null;
  countryName: string | null;
  cityId: string | null;
  cityName: string | null;
  schoolId: string | null;
  schoolName: string | null;
  gradeId: string | null;
  gradeName: string | null;
  platforms: string[];
  /** Organization slugs signed in to; null when not known. */
  signedInOrgs: string[] | null;
  updatedAt: string;
  syncedAt: string;
}

export interface DirectoryPage {
  rows: DirectoryStudentView[];
  page: number;
  limit: number;
  /** Matches counted up to `countCap` (1,000); `totalCapped` says the real number is larger. */
  total: number;
  totalCapped: boolean;
  /** A next page exists (known even past the cap). Absent: `page < totalPages` tells. */
  hasMore?: boolean;
  /** When capped: at least this page, and the next one when `hasMore`; the real number is not counted. */
  totalPages: number;
  tookMs: number;
}

/** How the sync stands: the last complete run and the current one. */
export interface DirectorySyncStatus {
  running: boolean;
  /** The run's pass: each organization's signed-in students, then the students' records (listStudents). */
  phase: 'students' | 'signed-in' | null;
  /** Page of listStudents being read (1-based) and the pages of the run, when a run is under way. */
  page: number | null;
  totalPages: number | null;
  seen: number;
  /** The signed-in pass, when the run is in it: organization being read (1-based index of how many), its page. */
  signedIn: {
    organization: string | null;
    index: number;
    organizations: number;
    page: number;
    totalPages: number | null;
    seen: number;
    /** Applications listed so far. */
    applications: number;
  } | null;
  runStartedAt: string | null;
  lastCompletedAt: string | null;
  lastCompletedCount: number | null;
  lastRemoved: number | null;
  lastError: { message: string; requestId: string | null; at: string | null } | null;
  requestedAt: string | null;
  rows: number;
  intervalSeconds: number;
}
