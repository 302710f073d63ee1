import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows-of';
import type { RequestContext } from '@/server/log/request-context';
import { startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

let fixture: ScopeFixture;

beforeAll(async () => {
  fixture = await startScopeFixture();
}, 60_000);
afterAll(async () => fixture?.stop());

/**
 * Whether an organization's copy can answer a page is decided by the run its held rows belong to, not by counting
 * them (copyHolding): rows are replaced whole, so the mark's run held means every row of the mark is held.
 */
describe("the mirror's copy of an organization's applications", () => {
  it('is whole after a run, not whole once another run replaced its rows without a mark, and held by no run when emptied', async () => {
    const { kickDirectorySync } = await import('@/server/directory/scheduler');
    const { mirroredApplicationsOf } = await import('./mirrored-applications');
    const { applicationsExportCompleteness } = await import('@/server/exports/applications-export');
    expect(await kickDirectorySync()).toBe('completed');
    const db = await getDb();
    const organizations = fixture.sandbox.state.reference.organizations;
    const counted = rowsOf(
      await db.execute(sql`select org_id, count(*)::int as n from mirrored_applications group by org_id`),
    );
    const [busiest] = counted.sort((a, b) => Number(b.n) - Number(a.n));
    const organization = organizations.find((o) => o._id === busiest!.org_id)!;
    expect(Number(busiest!.n)).toBeGreaterThan(0);

    const whole = await mirroredApplicationsOf(organization._id);
    expect(whole?.total).toBe(Number(busiest!.n));
    // A page of the list from the copy: the held run, then the mark, the page's own stored copy and the open exams
    // in one statement of stored copies, then the page's rows.
    const { listApplicationsPage, applicationFiltersSchema } = await import('./queries');
    const { requestStorage } = await import('@/server/log/request-context');
    const filters = applicationFiltersSchema.parse({ organization: organization.slug, page: '1', limit: '25' });
    await listApplicationsPage({ role: 'admin', schools: [] }, filters); // the exam names, read once a minute
    const context: RequestContext = { requestId: 'req-applications', method: 'GET', path: '/applications' };
    const page = await requestStorage.run(context, () => listApplicationsPage({ role: 'admin', schools: [] }, filters));
    expect(page.freshness?.stale).toBe(false);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(context.dbQueries).toBe(3);
    const admin = { role: 'admin' as const, schools: [] };
    expect(await applicationsExportCompleteness(admin, { organization: organization.slug })).toMatchObject({
      state: 'whole',
    });

    // A later run's rows, as if the sync had stopped before writing that run's mark: the copy is held, not whole.
    await db.execute(sql`update mirrored_applications set run_id = 'a-later-run' where org_id = ${organization._id}`);
    expect(await mirroredApplicationsOf(organization._id)).toBeNull();
    expect(await applicationsExportCompleteness(admin, { organization: organization.slug })).toMatchObject({
      state: 'partial',
      missing: [organization.name],
    });

    // No rows held at all: the mark's run listed some, so the copy answers nothing.
    await db.execute(sql`delete from mirrored_applications where org_id = ${organization._id}`);
    expect(await mirroredApplicationsOf(organization._id)).toBeNull();
    expect(await applicationsExportCompleteness(admin, { organization: organization.slug })).toMatchObject({
      state: 'none',
    });
  }, 120_000);
});
