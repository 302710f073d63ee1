import 'server-only';
import { eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@/lib/partner-api/schemas/envelope';
import type { OrgStudent } from '@/lib/partner-api/schemas/student';
import type { Db } from '@/server/db/client';
import { directorySignedIn as staged, directoryStudents as t, type SignedInPassState } from '@/server/db/schema';

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
export async function recordSignedInPage(db: Db, runId: string, pass: SignedInPassState, answer: SignedInPage): Promise<SignedInPassState> {
  const slug = pass.orgs[pass.index]!;
  const ids = [...new Set(answer.data.filter((s) => s.signedIn !== false).map(mainIdOf))];
  if (ids.length) {
    await db.insert(staged).values(ids.map((studentId) => ({ runId, studentId, org: slug }))).onConflictDoNothing();
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
  return { ...pass, index: pass.index + 1, nextPage: 1, totalPages: null, firstTotal: null, unstable: [...pass.unstable, slug] };
}

const textArray = (values: readonly string[]): SQL =>
  values.length ? sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;

/**
 * Writes signedInOrgs of every row the run saw: the organizations that listed the student, plus those the
 * pass could not vouch for (unstable or skipped) as the row had them. A student an organization did not
 * list has not signed in to it. Rows already right are left alone. Idempotent: a resumed run may repeat it.
 */
export async function applySignedIn(db: Db, runId: string, pass: SignedInPassState): Promise<number> {
  const vouched = pass.orgs.filter((o) => !pass.unstable.includes(o));
  const result = await db.execute(sql`
    with listed as (
      select ${staged.studentId} as student_id, array_agg(${staged.org}) as orgs
      from ${staged} where ${staged.runId} = ${runId} group by ${staged.studentId}
    ), next as (
      select d.id, array(
        select distinct o from unnest(
          coalesce(l.orgs, '{}'::text[])
          || array(select unnest(coalesce(d.signed_in_orgs, '{}'::text[])) except select unnest(${textArray(vouched)}))
        ) as o order by o
      ) as orgs
      from ${t} d left join listed l on l.student_id = d.id
      where d.seen_run = ${runId}
    ), changed as (
      update ${t} set signed_in_orgs = next.orgs from next
      where ${t.id} = next.id and ${t.signedInOrgs} is distinct from next.orgs
      returning 1
    )
    select count(*)::int as n from changed`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Forgets the staging rows of other runs (a new pass) or of this one (after it completed). */
export async function clearSignedInStaging(db: Db, runId: string, which: 'others' | 'this'): Promise<void> {
  await db.delete(staged).where(which === 'this' ? eq(staged.runId, runId) : ne(staged.runId, runId));
}
