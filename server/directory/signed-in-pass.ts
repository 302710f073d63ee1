import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Pagination } from '@/lib/partner-api/schemas/envelope';
import type { OrgStudent } from '@/lib/partner-api/schemas/student';
import type { Db } from '@/server/db/client';
import { directorySignedIn as staged, type SignedInPassState } from '@/server/db/schema';

export interface OrganizationRef {
  id: string;
  slug: string;
}

export type SignedInPage = { data: OrgStudent[]; pagination: Pagination; requestId: string };

export interface SignedInDeps {
  /** The organizations (listOrganizations; the client caches it). */
  organizations(): Promise<OrganizationRef[]>;
  /** One page of listOrgStudents with signedIn=true (limit 100) with the share of the rate window this call may use. */
  listSignedIn(organizationId: string, page: number, share: number): Promise<SignedInPage>;
}

/** The pass's start: every organization in slug order, none read yet. */
export function startSignedInPass(organizations: readonly OrganizationRef[]): SignedInPassState {
  const orgs = [...new Set(organizations.map((o) => o.slug))].sort();
  return { orgs, index: 0, nextPage: 1, totalPages: null, firstTotal: null, unstable: [], seen: 0, requests: 0 };
}

/** The id of a listed student in the core record: a signed-in student's `_id` is the organization's own (spec §2). */
export const mainIdOf = (s: OrgStudent): string => s.mainId ?? s._id;

/**
 * Records one page of an organization's signed-in students for the run and moves the cursor: to the next
 * page, or to the next organization after the last page (noting the organization as unstable when its
 * total moved while it was read, since pages counted from the start may then skip students).
 */
export async function recordSignedInPage(
  db: Db,
  runId: string,
  pass: SignedInPassState,
  answer: SignedInPage,
): Promise<SignedInPassState> {
  const slug = pass.orgs[pass.index]!;
  const ids = [...new Set(answer.data.filter((s) => s.signedIn !== false).map(mainIdOf))];
  if (ids.length) {
    await db
      .insert(staged)
      .values(ids.map((studentId) => ({ runId, studentId, org: slug })))
      .onConflictDoNothing();
  }
  const { total, totalPages } = answer.pagination;
  const firstTotal = pass.firstTotal ?? total;
  const moved = { seen: pass.seen + ids.length, requests: pass.requests + 1 };
  if (answer.data.length === 0 || pass.nextPage >= totalPages) {
    const unstable = firstTotal !== total && !pass.unstable.includes(slug) ? [...pass.unstable, slug] : pass.unstable;
    return { ...pass, ...moved, index: pass.index + 1, nextPage: 1, totalPages: null, firstTotal: null, unstable };
  }
  return { ...pass, ...moved, nextPage: pass.nextPage + 1, totalPages, firstTotal };
}

/** Skips an organization that is no longer listed: its sign-ins stay as they were. */
export function skipOrganization(pass: SignedInPassState): SignedInPassState {
  const slug = pass.orgs[pass.index]!;
  return {
    ...pass,
    index: pass.index + 1,
    nextPage: 1,
    totalPages: null,
    firstTotal: null,
    unstable: [...pass.unstable, slug],
  };
}

/** The organizations the pass can vouch for: read to the end with a list that did not move meanwhile. */
export function vouchedOrganizations(pass: SignedInPassState): string[] {
  return pass.orgs.filter((o) => !pass.unstable.includes(o));
}

/** The organizations (slugs, sorted) that listed each of `ids` as signed in during the run; absent: none. */
export async function signedInOf(db: Db, runId: string, ids: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: staged.studentId, org: staged.org })
    .from(staged)
    .where(and(eq(staged.runId, runId), inArray(staged.studentId, [...ids])));
  for (const r of rows) found.set(r.id, [...(found.get(r.id) ?? []), r.org]);
  for (const orgs of found.values()) orgs.sort();
  return found;
}

/** Forgets the staging rows of other runs (a new pass) or of this one (after it completed). */
export async function clearSignedInStaging(db: Db, runId: string, which: 'others' | 'this'): Promise<void> {
  await db.delete(staged).where(which === 'this' ? eq(staged.runId, runId) : ne(staged.runId, runId));
}
