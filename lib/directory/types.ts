import { z } from 'zod';

/**
 * One directory row as the export, the e-mail finder and a student's copy see it (dates as ISO strings). The
 * Students search's table shows fewer of its fields: `directoryRowSchema` below.
 */
export const directoryStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  countryId: z.string().nullable(),
  countryName: z.string().nullable(),
  cityId: z.string().nullable(),
  cityName: z.string().nullable(),
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  gradeId: z.string().nullable(),
  gradeName: z.string().nullable(),
  platforms: z.array(z.string()),
  /** Organization slugs signed in to; null when not known. */
  signedInOrgs: z.array(z.string()).nullable(),
  updatedAt: z.string(),
  syncedAt: z.string(),
});
export type DirectoryStudentView = z.infer<typeof directoryStudentSchema>;

/**
 * A row of the Students search's table: what it shows and nothing more (no ids of the place, no first and last
 * name apart, no sync time). A page of them is in the page's HTML (its hydration data) and in every search the
 * browser makes, 25 to 100 at a time, so each field left out counts (issue 36, "Lean pages").
 */
export const directoryRowSchema = directoryStudentSchema.pick({
  id: true,
  fullName: true,
  username: true,
  email: true,
  emailConfirmed: true,
  countryName: true,
  cityName: true,
  schoolName: true,
  gradeName: true,
  platforms: true,
  signedInOrgs: true,
  updatedAt: true,
});
export type DirectoryRowView = z.infer<typeof directoryRowSchema>;

/** One page of matches; `Row`: the search's narrow rows, or the whole record (the e-mail finder's list). */
export interface DirectoryPage<Row = DirectoryRowView> {
  rows: Row[];
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
