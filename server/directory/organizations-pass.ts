import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { Pagination } from '@/lib/partner-api/schemas/envelope';
import type { OrgStudent } from '@/lib/partner-api/schemas/student';
import type { Db } from '@/server/db/client';
import { insertFromJson } from '@/server/db/insert-from-json';
import { storable } from '@/server/db/safe-values';
import {
  directoryApplications as stagedApplications,
  directorySignedIn as staged,
  type SignedInPassState,
} from '@/server/db/schema';

export interface OrganizationRef {
  id: string;
  slug: string;
  name: string;
}

type Page<T> = { data: T[]; pagination: Pagination; requestId: string };
export type OrgStudentsPage = Page<OrgStudent>;
export type ApplicationsPage = Page<ResolvedApplication>;

export interface OrganizationsPassDeps {
  /** The organizations (listOrganizations; the client caches it). */
  organizations(): Promise<OrganizationRef[]>;
  /** One page of listOrgStudents, both sign-in states (limit 100), with the share of the rate window this call may use. */
  listOrgStudents(organizationId: string, page: number, share: number): Promise<OrgStudentsPage>;
  /** One page of listApplications (limit 100), resolved, with the share of the rate window this call may use. */
  listApplications(organizationId: string, page: number, share: number): Promise<ApplicationsPage>;
}

/** The pass's start: every organization in slug order, none read yet. */
export function startOrganizationsPass(organizations: readonly OrganizationRef[]): SignedInPassState {
  const orgs = [...new Set(organizations.map((o) => o.slug))].sort();
  return {
    orgs,
    index: 0,
    nextPage: 1,
    totalPages: null,
    firstTotal: null,
    unstable: [],
    seen: 0,
    requests: 0,
    step: 'students',
    orgStartedAt: null,
    covered: [],
    applications: 0,
  };
}

/** The id of a listed student in the core record: a signed-in student's `_id` is the organization's own (spec §2). */
export const mainIdOf = (s: OrgStudent): string => s.mainId ?? s._id;

/** The supervisor as the card keeps it: a record, an id, or nobody. */
const supervisorOf = (s: OrgStudent) => s.supervisor ?? null;

/** The cursor after a page: the next page, or the end of this list (the total moved: the organization is unstable). */
function advance(pass: SignedInPassState, pagination: Pagination, rows: number, slug: string) {
  const { total, totalPages } = pagination;
  const firstTotal = pass.firstTotal ?? total;
  if (rows > 0 && pass.nextPage < totalPages)
    return { ended: false as const, pass: { ...pass, nextPage: pass.nextPage + 1, totalPages, firstTotal } };
  const unstable = firstTotal !== total && !pass.unstable.includes(slug) ? [...pass.unstable, slug] : pass.unstable;
  return { ended: true as const, pass: { ...pass, nextPage: 1, totalPages: null, firstTotal: null, unstable } };
}

/**
 * Records one page of an organization's students (signed in there or not) for the run and moves the cursor: to
 * the next page, or to the organization's applications after the last page.
 */
export async function recordOrgStudentsPage(
  db: Db,
  runId: string,
  pass: SignedInPassState,
  answer: OrgStudentsPage,
  now: Date,
): Promise<SignedInPassState> {
  const slug = pass.orgs[pass.index]!;
  const byId = new Map(answer.data.map((s) => [mainIdOf(s), s]));
  if (byId.size) {
    await db.execute(
      insertFromJson(
        staged,
        [...byId].map(([studentId, s]) => ({
          runId,
          studentId,
          org: slug,
          signedIn: s.signedIn ?? s.mainId !== undefined,
          supervisor: storable(supervisorOf(s)),
        })),
        sql`on conflict do nothing`,
      ),
    );
  }
  const signedIn = answer.data.filter((s) => (s.signedIn ?? s.mainId !== undefined) === true).length;
  const moved = {
    ...pass,
    seen: pass.seen + signedIn,
    requests: pass.requests + 1,
    orgStartedAt: pass.orgStartedAt ?? now.toISOString(),
  };
  const next = advance(moved, answer.pagination, answer.data.length, slug);
  return next.ended ? { ...next.pass, step: 'applications' } : next.pass;
}

/**
 * Records one page of an organization's applications for the run. After the last page the organization's lists
 * are whole: `ended` tells the caller to write its cards before moving on.
 */
export async function recordApplicationsPage(
  db: Db,
  runId: string,
  pass: SignedInPassState,
  answer: ApplicationsPage,
): Promise<{ pass: SignedInPassState; ended: boolean }> {
  const slug = pass.orgs[pass.index]!;
  // The StudentRef's mainId is the registered id (spec §2: "match on it"); an application without one names no student we know.
  // Its place in the list (pages counted from the start, spec §8) keeps the API's order for the applications pages.
  const first = (answer.pagination.page - 1) * answer.pagination.limit;
  const rows = answer.data.flatMap((a, i) =>
    a.user.mainId
      ? [{ runId, org: slug, applicationId: a._id, studentId: a.user.mainId, data: storable(a), position: first + i }]
      : [],
  );
  if (rows.length) await db.execute(insertFromJson(stagedApplications, rows, sql`on conflict do nothing`));
  const moved = { ...pass, requests: pass.requests + 1, applications: (pass.applications ?? 0) + rows.length };
  return advance(moved, answer.pagination, answer.data.length, slug);
}

/** Moves on to the next organization (its cards written, or its lists not to be trusted). */
export function nextOrganization(pass: SignedInPassState, covered: boolean): SignedInPassState {
  const slug = pass.orgs[pass.index]!;
  return {
    ...pass,
    index: pass.index + 1,
    nextPage: 1,
    totalPages: null,
    firstTotal: null,
    step: 'students',
    orgStartedAt: null,
    covered: covered ? [...(pass.covered ?? []), slug] : (pass.covered ?? []),
  };
}

/** Skips an organization that is no longer listed: its sign-ins stay as they were. */
export function skipOrganization(pass: SignedInPassState): SignedInPassState {
  const slug = pass.orgs[pass.index]!;
  return { ...nextOrganization(pass, false), unstable: [...pass.unstable, slug] };
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
    .where(and(eq(staged.runId, runId), eq(staged.signedIn, true), inArray(staged.studentId, [...ids])));
  for (const r of rows) found.set(r.id, [...(found.get(r.id) ?? []), r.org]);
  for (const orgs of found.values()) orgs.sort();
  return found;
}

/** Forgets the staging rows of other runs (a new pass) or of this one (after it completed). */
export async function clearOrganizationsStaging(db: Db, runId: string, which: 'others' | 'this'): Promise<void> {
  const other = (col: typeof staged.runId | typeof stagedApplications.runId) =>
    which === 'this' ? eq(col, runId) : ne(col, runId);
  await db.delete(staged).where(other(staged.runId));
  await db.delete(stagedApplications).where(other(stagedApplications.runId));
}
