import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import type { DbHandle } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing/test-databases';
import { runDirectorySyncTick } from '@/server/directory/sync-run';
import { sandboxSyncDeps } from '@/server/directory/testing';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { startStandalone } from '@/server/sandbox/standalone';
import { organizationCardsOfRun } from './mirrored-cards';
import { organizationCardKey } from './student-organizations';

const idOf = (supervisor: unknown) =>
  supervisor && typeof supervisor === 'object' ? (supervisor as { _id: string })._id : (supervisor ?? null);

describe.each(testDatabases())('organization cards from the mirror’s lists ($name)', (target) => {
  let handle: DbHandle;
  let standalone: Awaited<ReturnType<typeof startStandalone>>;
  const cards = new Map<string, { card: StudentOrganizationCard; readAt: Date }>();

  beforeAll(async () => {
    handle = await target.open();
    standalone = await startStandalone({ port: 0 });
    const deps = sandboxSyncDeps(standalone, handle.db, { owner: 'cards' });
    expect(
      await runDirectorySyncTick({
        ...deps,
        keepOrganizationCards: async (runId, organization, readAt) => {
          for (const c of await organizationCardsOfRun(handle.db, runId, organization))
            cards.set(c.key, { card: c.data, readAt });
        },
      }),
    ).toBe('completed');
  }, 120_000);
  afterAll(async () => {
    standalone?.server.close();
    await target.cleanup();
  });

  it('holds, for every seed student and organization they are activated for, what getOrgStudent and listStudentApplications answer', async () => {
    const sandbox = standalone.app.sandbox;
    // Waits for a rate window move the sandbox's clock instead of sleeping.
    const clock = {
      now: () => sandbox.now().getTime(),
      sleep: async (ms: number) => sandbox.advanceClock(Math.ceil(ms / 1000)),
    };
    const api = createPartnerApi(createPartnerClient({ baseUrl: standalone.baseUrl, ...sandboxDemoAccount, clock }));
    const account = sandbox.accounts().find((a) => a.apiKey === sandboxDemoAccount.apiKey)!;
    const students = sandbox.state.students.students.filter((s) => s.ownerAccountId === account._id);
    const organizations = sandbox.state.reference.organizations;
    // Every third student: a spread of signed-in, not signed-in and paying students.
    const sample = students.filter((_, i) => i % 3 === 0);
    let compared = 0;
    let signedIn = 0;
    let withApplications = 0;
    for (const student of sample) {
      for (const organization of organizations) {
        const key = organizationCardKey(student._id, organization._id, true);
        if (!isActivatedFor(student.activatedPlatformsThisSeason, organization.slug)) {
          expect(cards.has(key), key).toBe(false);
          continue;
        }
        const held = cards.get(key)?.card;
        expect(held, key).toBeDefined();
        const scope = { organizationId: organization._id };
        const live = (await api.getOrgStudent(scope, student._id)).data;
        expect(held!.orgStudent?.ok).toBe(true);
        if (!held!.orgStudent?.ok) continue;
        expect(held!.orgStudent.data.signedIn).toBe(live.signedIn);
        expect(idOf(held!.orgStudent.data.supervisor)).toEqual(idOf(live.supervisor));
        compared += 1;
        if (!live.signedIn) {
          expect(held!.applications).toBeNull();
          continue;
        }
        signedIn += 1;
        const listed = await api.listStudentApplications(scope, student._id, { limit: 100 });
        expect(held!.applications?.ok).toBe(true);
        if (!held!.applications?.ok) continue;
        expect(held!.applications.data.total).toBe(listed.pagination.total);
        const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
        expect([...held!.applications.data.items].sort(byId)).toEqual([...listed.data].sort(byId));
        if (listed.data.length > 0) withApplications += 1;
      }
    }
    console.log(`compared ${compared} cards (${signedIn} signed in, ${withApplications} with applications)`);
    expect(compared).toBeGreaterThan(40);
    expect(signedIn).toBeGreaterThan(10);
    expect(withApplications).toBeGreaterThan(3);
  }, 120_000);
});
