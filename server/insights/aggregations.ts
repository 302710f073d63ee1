import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PaymentState, SignInRow, SittingRow } from '@/lib/insights/insights-view';
import type { Db } from '@/server/db/client';
import { rowsOneByOne, type ReadRows } from '@/server/db/rows-together';
import { directoryScopeWhere, type HomeViewer } from '@/server/home/directory-scope';

/**
 * The Insights page's counts, with SQL over what the console already holds (docs/read-model.md): the student
 * copies the mirror stores (`student`), the directory (sign-ins), the mirror's applications lists
 * (`mirrored_applications`) and the import jobs. No API call. A coordinator's counts are kept to their schools by
 * the directory's rows in scope (server/access through `directoryScopeWhere`): another school's student is
 * never counted.
 */

export interface WeekCount {
  /** The week's Monday in the reader's zone, YYYY-MM-DD. */
  week: string;
  count: number;
}

const week = (column: SQL, timeZone: string) =>
  sql`to_char(date_trunc('week', ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;

/** `c.key` (a student copy's id) among the directory's rows the viewer may see. */
async function studentsInScope(db: Db, viewer: HomeViewer): Promise<SQL> {
  return (await directoryScopeWhere(db, viewer)) ?? sql`true`;
}

/** Students registered per week, by the `createdAt` of the student records the console holds; and how many it holds. */
export async function registrationsByWeek(
  db: Db,
  accountKey: string,
  viewer: HomeViewer,
  timeZone: string,
  rows: ReadRows = rowsOneByOne(db),
): Promise<{ weeks: WeekCount[]; held: number; inScope: number }> {
  const scope = await studentsInScope(db, viewer);
  const [byWeek, [counts]] = await Promise.all([
    rows(sql`
      select ${week(sql`created`, timeZone)} as week, count(*)::int as n
      from (
        select case when c.data->>'createdAt' ~ '^\\d{4}-\\d{2}-\\d{2}T'
                    then (c.data->>'createdAt')::timestamptz end as created
        from stored_copies c
        where c.account_key = ${accountKey} and c.kind = 'student'
          and c.key in (select id from directory_students where ${scope})
      ) s
      where created is not null
      group by 1 order by 1`),
    rows(sql`
      select (select count(*)::int from directory_students where ${scope}) as in_scope,
        (select count(*)::int from stored_copies c
          where c.account_key = ${accountKey} and c.kind = 'student'
            and c.data->>'createdAt' ~ '^\\d{4}-\\d{2}-\\d{2}T'
            and c.key in (select id from directory_students where ${scope})) as held`),
  ]);
  return {
    weeks: byWeek.map((r) => ({ week: String(r.week), count: Number(r.n) })),
    held: Number(counts?.held ?? 0),
    inScope: Number(counts?.in_scope ?? 0),
  };
}

/**
 * For each organization: students of the viewer's scope activated there (for it or `common`) whose sign-ins the
 * directory knows, signed in there or not; and how many students of the scope have known sign-ins at all.
 */
export async function signInCoverage(
  db: Db,
  viewer: HomeViewer,
  organizations: ReadonlyArray<{ slug: string; name: string }>,
  rows: ReadRows = rowsOneByOne(db),
): Promise<{ rows: SignInRow[]; known: number; inScope: number }> {
  const scope = await studentsInScope(db, viewer);
  if (organizations.length === 0) return { rows: [], known: 0, inScope: 0 };
  const slugs = sql.join(
    organizations.map((o) => sql`${o.slug}`),
    sql`, `,
  );
  const [perOrg, [counts]] = await Promise.all([
    rows(sql`
      select o.slug,
        count(directory_students.id)
          filter (where directory_students.signed_in_orgs @> array[o.slug]::text[])::int as signed_in,
        count(directory_students.id)
          filter (where not (directory_students.signed_in_orgs @> array[o.slug]::text[]))::int as not_signed_in
      from unnest(array[${slugs}]::text[]) as o(slug)
      left join directory_students on ${scope} and directory_students.signed_in_orgs is not null
        and (directory_students.platforms @> array[o.slug]::text[]
          or directory_students.platforms @> array['common']::text[])
      group by o.slug`),
    rows(sql`
      select count(*)::int as in_scope, count(*) filter (where signed_in_orgs is not null)::int as known
      from directory_students where ${scope}`),
  ]);
  const bySlug = new Map(perOrg.map((r) => [String(r.slug), r]));
  return {
    rows: organizations.map((o) => ({
      organization: { slug: o.slug, name: o.name },
      signedIn: Number(bySlug.get(o.slug)?.signed_in ?? 0),
      notSignedIn: Number(bySlug.get(o.slug)?.not_signed_in ?? 0),
    })),
    known: Number(counts?.known ?? 0),
    inScope: Number(counts?.in_scope ?? 0),
  };
}

const knownStates: readonly PaymentState[] = ['paid', 'pending', 'canceled'];

/**
 * Applications of the viewer's scope per exam sitting and payment state, from the mirror's copy of each
 * organization's applications (listApplications, resolved: the exam record names its sitting, the payment its
 * state). Sittings are named as an available-exams tree named them (`exam_names`), when one did.
 */
export async function applicationsBySitting(
  db: Db,
  viewer: HomeViewer,
  organizations: ReadonlyArray<{ id: string; slug: string; name: string }>,
  rows: ReadRows = rowsOneByOne(db),
): Promise<SittingRow[]> {
  const scope = await directoryScopeWhere(db, viewer);
  const inScope = scope ? sql`m.student_id in (select id from directory_students where ${scope})` : sql`true`;
  const counted = await rows(sql`
    select m.org_id, s.sitting, min(n.info->>'sessionName') as sitting_name, min(n.info->>'date') as sitting_date,
      s.state, count(*)::int as n
    from mirrored_applications m
    cross join lateral (
      select case when jsonb_typeof(m.data->'exam') = 'object' then m.data->'exam'->>'session' end as sitting,
        case when jsonb_typeof(m.data->'payment') <> 'object' or m.data->'payment' is null then 'none'
             when m.data->'payment'->>'status' in ('paid', 'pending', 'canceled') then m.data->'payment'->>'status'
             else 'other' end as state
    ) s
    left join exam_names n on n.organization_id = m.org_id and n.kind = 'sitting' and n.id = s.sitting
    where ${inScope}
    group by m.org_id, s.sitting, s.state`);
  const orgById = new Map(organizations.map((o) => [o.id, o]));
  const bySitting = new Map<string, SittingRow>();
  for (const r of counted) {
    const orgId = String(r.org_id);
    const org = orgById.get(orgId) ?? { slug: orgId, name: orgId };
    const sittingId = r.sitting === null || r.sitting === undefined ? null : String(r.sitting);
    const key = `${orgId}\u0000${sittingId ?? ''}`;
    let row = bySitting.get(key);
    if (!row) {
      row = {
        organization: { slug: org.slug, name: org.name },
        sittingId,
        sittingName: r.sitting_name ? String(r.sitting_name) : null,
        sittingDate: r.sitting_date ? String(r.sitting_date) : null,
        counts: { paid: 0, pending: 0, canceled: 0, other: 0, none: 0 },
      };
      bySitting.set(key, row);
    }
    const state = String(r.state);
    const known = (knownStates as readonly string[]).includes(state) || state === 'none';
    row.counts[known ? (state as PaymentState) : 'other'] += Number(r.n);
  }
  return [...bySitting.values()].sort(
    (a, b) =>
      a.organization.name.localeCompare(b.organization.name, 'en') ||
      (a.sittingDate ?? '\uffff').localeCompare(b.sittingDate ?? '\uffff') ||
      Number(a.sittingId === null) - Number(b.sittingId === null) ||
      (a.sittingName ?? '').localeCompare(b.sittingName ?? '', 'en') ||
      (a.sittingId ?? '').localeCompare(b.sittingId ?? ''),
  );
}

/** Rows registered per week by the import jobs (by when each began): a coordinator's own, everyone's for staff. */
export async function importsByWeek(
  db: Db,
  viewer: HomeViewer,
  timeZone: string,
  rows: ReadRows = rowsOneByOne(db),
): Promise<{ weeks: WeekCount[]; jobs: number }> {
  const mine = viewer.role === 'coordinator' ? sql`user_id = ${viewer.id}` : sql`true`;
  const byWeek = await rows(sql`
    select ${week(sql`coalesce(started_at, created_at)`, timeZone)} as week,
      sum(registered)::int as n, count(*)::int as jobs
    from import_jobs where ${mine} and status <> 'draft'
    group by 1 order by 1`);
  return {
    weeks: byWeek.map((r) => ({ week: String(r.week), count: Number(r.n) })),
    jobs: byWeek.reduce((sum, r) => sum + Number(r.jobs), 0),
  };
}
