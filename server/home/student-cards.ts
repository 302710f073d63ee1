import 'server-only';
import { sql } from 'drizzle-orm';
import type { AwaitingPayment, NeverSignedIn, OrgRef } from '@/lib/home/home-view';
import type { Db } from '@/server/db/client';
import { rowsOneByOne, type ReadRows } from '@/server/db/rows-together';
import { cardHasApplications, directoryStudentGroups } from '@/server/db/schema';
import { schoolScopeWhere, studentIdInScope, type HomeViewer } from './directory-scope';

/** The list of awaiting payments stops here; the total is counted in full. */
export const PAYMENT_LIST_LIMIT = 20;

/**
 * What the students' organization cards the console holds (read model kind `student-organization`, written for
 * every activated student by the directory sync from each organization's lists, and by every student page) say,
 * read with SQL alone: no API call. Each read goes through a partial index of stored_copies (its condition said
 * word for word), so its work grows with what it finds, not with the account's cards (20,000 students: some 65,000).
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
  // Only cards awaiting a payment, along their index (the columns the database writes with each card, newest
  // awaiting payment first): the total sums their counts; the list opens the first 20 cards in that order (with
  // ties), since 20 cards each with an application at least that new leave out every later one. A LIMIT, not the
  // 20th card's time read by a subquery: PostgreSQL cannot know that time when it plans, guessed a third of the
  // awaiting cards would pass, and at 20,000 students read them in parallel workers (6.5 ms a Home view; 0.9 now).
  const awaiting = sql`c.account_key = ${accountKey} and c.newest_awaiting_payment is not null and ${scope}`;
  const [listed, [counted], [asOf]] = await Promise.all([
    rows(
      sql`
      select c.data->'organization'->>'slug' as slug, c.data->'organization'->>'name' as org_name,
        app->>'_id' as id,
        trim(coalesce(app->'user'->>'firstName', '') || ' ' || coalesce(app->'user'->>'lastName', '')) as student_name,
        (app->'payment'->>'amount')::float8 as amount
      from (
        select c.data from stored_copies c where ${awaiting}
        order by c.newest_awaiting_payment desc fetch first ${sql.raw(String(PAYMENT_LIST_LIMIT))} rows with ties
      ) c cross join lateral jsonb_array_elements(${items}) as app
      where app->'payment'->>'status' = 'pending'
        and (case when jsonb_typeof(app->'payment'->'amount') = 'number' then (app->'payment'->>'amount')::float8 else 0 end) > 0
      order by app->>'createdAt' desc, app->>'_id'
      limit ${PAYMENT_LIST_LIMIT}`,
    ),
    rows(sql`select coalesce(sum(c.awaiting_payments), 0)::int as total from stored_copies c where ${awaiting}`),
    // The newest card first along its index (fetched_at is never null: as max() would answer).
    rows(
      sql`select c.fetched_at as at from stored_copies c where ${cards(accountKey)} and ${scope}
        order by c.fetched_at desc limit 1`,
    ),
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
    total: Number(counted?.total ?? 0),
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
  const groupScope = (await schoolScopeWhere(db, viewer, directoryStudentGroups.schoolName)) ?? sql`true`;
  // One statement: the organizations, then their never-signed-in counts (not one statement per organization).
  // The organizations are found one after the other along the index of cards with applications (the next
  // (slug, name) after the last), not by reading every card: a few index steps per organization. Then one pass over
  // the directory's groups (directory_student_groups: students sharing a school, sign-ins and platforms, kept by
  // triggers), not its rows: a group counts its students for each organization they are activated at (by name or
  // 'common') and known not to have signed in to.
  const slug = sql.raw(`(c.data->'organization'->>'slug')`);
  const name = sql.raw(`(c.data->'organization'->>'name')`);
  const withApplications = sql`${cards(accountKey)} and ${scope} and ${cardHasApplications}`;
  const counted = await rows(sql`
      with recursive orgs as (
        (select ${slug} as slug, ${name} as name from stored_copies c
          where ${withApplications} order by ${slug}, ${name} limit 1)
        union all
        select n.slug, n.name from orgs o cross join lateral (
          select ${slug} as slug, ${name} as name from stored_copies c
          where ${withApplications} and (${slug}, ${name}) > (o.slug, o.name)
          order by ${slug}, ${name} limit 1) n
      ),
      counted as (
        select x.slug, sum(directory_student_groups.students)::int as n
        from directory_student_groups cross join lateral (
          select s from unnest((select array_agg(distinct slug) from orgs)) as s
          where not (directory_student_groups.signed_in_orgs @> array[s]::text[])
            and directory_student_groups.platforms && array[s, 'common']::text[]) as x(slug)
        where ${groupScope} and directory_student_groups.signed_in_orgs is not null
        group by x.slug
      )
      select o.slug, o.name, coalesce(n.n, 0) as n
      from orgs o left join counted n on n.slug = o.slug
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
