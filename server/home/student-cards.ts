import 'server-only';
import { sql } from 'drizzle-orm';
import type { AwaitingPayment, NeverSignedIn, OrgRef } from '@/lib/home/home-view';
import type { Db } from '@/server/db/client';
import { rowsOneByOne, type ReadRows } from '@/server/db/rows-together';
import { directoryScopeWhere, studentIdInScope, type HomeViewer } from './directory-scope';

/** The list of awaiting payments stops here; the total is counted in full. */
export const PAYMENT_LIST_LIMIT = 20;

/**
 * What the students' organization cards the console holds (read model kind `student-organization`, written for
 * every activated student by the directory sync from each organization's lists, and by every student page) say,
 * read with SQL alone: no API call.
 */
const items = sql.raw(
  `case when jsonb_typeof(c.data->'applications'->'data'->'items') = 'array' then c.data->'applications'->'data'->'items' else '[]'::jsonb end`,
);
const cards = (accountKey: string) =>
  sql`c.account_key = ${accountKey} and c.kind = 'student-organization' and c.data->'applications'->>'ok' = 'true'`;

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** Applications whose payment is pending with an amount above 0, newest first, for students in the viewer's scope. */
export async function awaitingPayments(
  db: Db,
  accountKey: string,
  viewer: HomeViewer,
  rows: ReadRows = rowsOneByOne(db),
): Promise<{ list: AwaitingPayment[]; total: number; asOf: string | null }> {
  const scope = (await studentIdInScope(db, viewer, 'c.subject')) ?? sql`true`;
  const [listed, [asOf]] = await Promise.all([
    rows(
      sql`
      select c.data->'organization'->>'slug' as slug, c.data->'organization'->>'name' as org_name,
        app->>'_id' as id,
        trim(coalesce(app->'user'->>'firstName', '') || ' ' || coalesce(app->'user'->>'lastName', '')) as student_name,
        (app->'payment'->>'amount')::float8 as amount, count(*) over () as total
      from stored_copies c cross join lateral jsonb_array_elements(${items}) as app
      where ${cards(accountKey)} and ${scope}
        and app->'payment'->>'status' = 'pending'
        and (case when jsonb_typeof(app->'payment'->'amount') = 'number' then (app->'payment'->>'amount')::float8 else 0 end) > 0
      order by app->>'createdAt' desc, app->>'_id'
      limit ${PAYMENT_LIST_LIMIT}`,
    ),
    rows(sql`select max(c.fetched_at) as at from stored_copies c where ${cards(accountKey)} and ${scope}`),
  ]);
  const list = listed.map((r) => {
    const organization: OrgRef = { slug: text(r.slug), name: text(r.org_name) };
    return {
      applicationId: text(r.id),
      organization,
      studentName: text(r.student_name) || 'A student',
      amount: Number(r.amount),
      href: `/applications/${encodeURIComponent(organization.slug)}/${encodeURIComponent(text(r.id))}`,
    };
  });
  const at = asOf?.at;
  return {
    list,
    total: Number(listed[0]?.total ?? 0),
    asOf: at ? new Date(at as string | Date).toISOString() : null,
  };
}

/**
 * For each organization where students of the viewer's scope hold applications (on the cards the console holds):
 * how many students of that scope, activated there, the directory's last sync saw never sign in to it.
 */
export async function neverSignedIn(
  db: Db,
  accountKey: string,
  viewer: HomeViewer,
  rows: ReadRows = rowsOneByOne(db),
): Promise<NeverSignedIn[]> {
  const scope = (await studentIdInScope(db, viewer, 'c.subject')) ?? sql`true`;
  const directoryScope = (await directoryScopeWhere(db, viewer)) ?? sql`true`;
  // One statement: the organizations, then each one's count in a subquery (not one statement per organization).
  const counted = await rows(sql`
      with orgs as (
        select distinct c.data->'organization'->>'slug' as slug, c.data->'organization'->>'name' as name
        from stored_copies c
        where ${cards(accountKey)} and ${scope} and jsonb_array_length(${items}) > 0
      )
      select o.slug, o.name, (
        select count(*)::int from directory_students
        where ${directoryScope} and directory_students.signed_in_orgs is not null
          and not (directory_students.signed_in_orgs @> array[o.slug]::text[])
          and (directory_students.platforms @> array[o.slug]::text[]
            or directory_students.platforms @> array['common']::text[])
      ) as n
      from orgs o
      order by o.name`);
  return counted
    .map((o) => {
      const slug = text(o.slug);
      return {
        organization: { slug, name: text(o.name) },
        students: Number(o.n ?? 0),
        href: `/students?org=${encodeURIComponent(slug)}&signedIn=no`,
      };
    })
    .filter((c) => c.students > 0);
}
