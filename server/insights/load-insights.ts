import 'server-only';
import type { InsightsView } from '@/lib/insights/insights-view';
import { dayIn, weekSeries } from '@/lib/insights/weeks';
import { isKnownTimeZone } from '@/lib/format/date-time-format';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { rowsTogether } from '@/server/db/rows-together';
import { readSyncState } from '@/server/directory/sync-state';
import { accountCoverage } from '@/server/home/coverage';
import { getPartnerClient } from '@/server/partner';
import { listOrganizations } from '@/server/reference/organizations';
import { applicationsBySitting, importsByWeek, registrationsByWeek, signInCoverage } from './aggregations';

type Viewer = Pick<ConsoleUser, 'id' | 'role' | 'schools'>;

/** The organizations by name; their slugs alone (as the mirror's pass lists them) when the API cannot be asked. */
async function organizationsOrSlugs(slugs: readonly string[]) {
  const listed = await listOrganizations().catch(() => null);
  if (listed) return listed.map((o) => ({ id: o._id, slug: o.slug, name: o.name }));
  return slugs.map((slug) => ({ id: slug, slug, name: slug }));
}

/**
 * The Insights page (`/insights`) for the viewer's scope, from the console's database: the mirror's student
 * copies, directory and applications lists, and the import jobs (server/insights/aggregations.ts). Weeks are the
 * reader's (Monday to Sunday in their time zone).
 */
export async function loadInsights(user: Viewer, timeZone: string, now = Date.now()): Promise<InsightsView> {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const db = await getDb();
  const accountKey = getPartnerClient().apiKey;
  const sync = await readSyncState(db);
  const mirror = accountCoverage(sync);
  const organizations = await organizationsOrSlugs(sync.signedInPass?.orgs ?? []);
  const rows = rowsTogether(db);
  const [registered, signIns, sittings, imports] = await Promise.all([
    registrationsByWeek(db, accountKey, user, zone, rows),
    signInCoverage(db, user, organizations, rows),
    applicationsBySitting(db, user, organizations, rows),
    importsByWeek(db, user, zone, rows),
  ]);
  const currentWeek = dayIn(new Date(now), zone);
  const asOf = mirror.lastCompletedAt;
  const orgsRead = mirror.complete ? organizations.length : mirror.organizationsChecked;
  const registrationWeeks = weekSeries(registered.weeks, currentWeek);
  const importWeeks = weekSeries(imports.weeks, currentWeek);
  return {
    role: user.role,
    now: new Date(now).toISOString(),
    timeZone: zone,
    mirror,
    registrations: {
      ...registrationWeeks,
      total: registered.weeks.reduce((sum, w) => sum + w.count, 0),
      coverage: { asOf, covered: registered.held, of: registered.inScope, unit: 'students' },
    },
    signIns: {
      rows: signIns.rows,
      coverage: { asOf, covered: signIns.known, of: signIns.inScope, unit: 'students' },
    },
    applications: {
      rows: sittings,
      total: sittings.reduce((sum, r) => sum + Object.values(r.counts).reduce((a, b) => a + b, 0), 0),
      coverage: {
        asOf,
        covered: orgsRead,
        of: mirror.complete ? organizations.length : (mirror.organizations ?? organizations.length),
        unit: 'organizations',
      },
    },
    imports: {
      ...importWeeks,
      total: imports.weeks.reduce((sum, w) => sum + w.count, 0),
      coverage: { asOf: new Date(now).toISOString(), covered: imports.jobs, of: imports.jobs, unit: 'imports' },
    },
  };
}
