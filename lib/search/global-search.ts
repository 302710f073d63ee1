/** The header's search (components/shell/global-search.tsx): what it asks and what it answers, by kind. */
import { z } from 'zod';

export const globalSearchInput = z.strictObject({ q: z.string().trim().min(2).max(200) });
export type GlobalSearchInput = z.infer<typeof globalSearchInput>;

export interface StudentHit {
  id: string;
  name: string;
  email: string;
  school: string | null;
}

export interface ApplicationHit {
  id: string;
  code: string;
  /** The organization's slug (the application page's URL) and name. */
  slug: string;
  organization: string;
  student: string | null;
}

export interface RequestHit {
  requestId: string;
  operation: string;
  status: number;
  at: string;
}

export interface GlobalSearchResult {
  q: string;
  students: StudentHit[];
  /** Every student matching (counted up to 1,000; `studentsCapped`: more). */
  studentsTotal: number;
  studentsCapped: boolean;
  applications: ApplicationHit[];
  /** Null when the user's role may not read the request log (coordinators): requests are not searched. */
  requests: RequestHit[] | null;
}

/** Students shown in the header's list; the rest are one link away (the Students page with the same text). */
export const studentHitsShown = 5;
