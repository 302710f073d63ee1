import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { testDatabases } from '@/test/support/db/test-databases';
import type { OrganizationRef } from '@/server/directory/organizations-pass';
import { directorySyncStatus } from '@/server/directory/status';
import { runDirectorySyncTick } from '@/server/directory/sync-run';
import { requestSync } from '@/server/directory/sync-state';
import { copyStore } from '@/server/read-model/copies';
import { sandboxSyncDeps } from '@/test/support/directory/sandbox-sync';
import { withSandboxAndDatabase } from '@/test/support/sandbox/sandbox-and-database';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { organizationCardsOfRun } from './mirrored-cards';
import { organizationCardKey } from '@/lib/students/organization-card';

const idOf = (supervisor: unknown) =>
  supervisor && typeof supervisor === 'object' ? (supervisor as { _id: string })._id : (supervisor ?? null);

describe.each(testDatabases())('organization cards from the mirror’s lists ($name)', (target) => {
  const world = withSandboxAndDatabase(target);
  const cards = new Map<string, { card: StudentOrganizationCard; readAt: Date }>();

  beforeAll(async () => {
    const deps = sandboxSyncDeps(world.standalone, world.db, { owner: 'cards' });
    expect(
      await runDirectorySyncTick({
        ...deps,
        keepOrganizationCards: async (runId, organization, readAt) => {
          for (const c of await organizationCardsOfRun(world.db, runId, organization))
            cards.set(c.key, { card: c.data, readAt });
        },
      }),
    ).toBe('completed');
  }, 120_000);

  it('holds, for every seed student and organization they are activated for, what getOrgStudent and listStudentApplications answer', async () => {
    const sandbox = world.sandbox;
    // Waits for a rate window move the sandbox's clock instead of sleeping.
    const clock = {
      now: () => sandbox.now().getTime(),
      sleep: async (ms: number) => sandbox.advanceClock(Math.ceil(ms / 1000)),
    };
    const api = createPartnerApi(createPartnerClient({ baseUrl: world.baseUrl, ...sandboxDemoAccount, clock }));
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

  it('a list page that fails mid-run leaves the stored cards as they were; the next tick resumes from that page', async () => {
    const copies = copyStore(async () => world.db);
    const account = 'key_mirror_faults';
    const keep = (into: Map<string, Date>) => async (runId: string, organization: OrganizationRef, readAt: Date) => {
      const cards = await organizationCardsOfRun(world.db, runId, organization);
      await copies.putMany(account, 'student-organization', cards, readAt);
      for (const c of cards) into.set(`${organization.slug} ${c.key}`, readAt);
    };
    const calls: string[] = [];
    const counting = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace(/[0-9a-f]{24}/g, '{id}');
      calls.push(path);
      return fetch(input, init);
    }) as typeof fetch;
    const deps = sandboxSyncDeps(world.standalone, world.db, { owner: 'faults', fetch: counting });
    const first = new Map<string, Date>();
    await requestSync(world.db);
    expect(await runDirectorySyncTick({ ...deps, keepOrganizationCards: keep(first) })).toBe('completed');
    expect(first.size).toBeGreaterThan(300);
    const [someKey] = [...first.keys()].filter((k) => k.startsWith('hilingua '));
    const before = await copies.get({
      accountKey: account,
      kind: 'student-organization',
      key: someKey!.split(' ')[1]!,
    });
    expect(before).not.toBeNull();

    // The API answers every listApplications with a 502 (a plain-text body, no envelope): the run stops at the first
    // organization's applications, having written no card, and says why.
    const control = world.baseUrl.replace(/\/v1$/, '');
    const fault = await fetch(`${control}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operation: 'listApplications', status: 502, count: 50 }),
    });
    expect(fault.status).toBeLessThan(300);
    await requestSync(world.db);
    const failed = new Map<string, Date>();
    expect(await runDirectorySyncTick({ ...deps, keepOrganizationCards: keep(failed) })).toBe('failed');
    expect(failed.size).toBe(0);
    const status = await directorySyncStatus(world.db);
    expect(status).toMatchObject({ running: true, phase: 'signed-in' });
    expect(status.signedIn).toMatchObject({ index: 1, organization: 'coding' });
    expect(status.lastError?.message).toBeTruthy();
    const kept = await copies.get({ accountKey: account, kind: 'student-organization', key: someKey!.split(' ')[1]! });
    expect(kept).toEqual(before);

    // Cleared, the next tick goes on from the failed page: coding's students are not read again.
    await fetch(`${control}/__sandbox/faults`, { method: 'DELETE' });
    calls.length = 0;
    const resumed = new Map<string, Date>();
    expect(await runDirectorySyncTick({ ...deps, keepOrganizationCards: keep(resumed) })).toBe('completed');
    const sandbox = world.sandbox;
    const own = sandbox.state.students.students.filter((st) => st.ownerAccountId === sandbox.accounts()[0]!._id);
    const pagesOf = (slug: string) =>
      Math.max(1, Math.ceil(own.filter((st) => isActivatedFor(st.activatedPlatformsThisSeason, slug)).length / 100));
    const others = sandbox.state.reference.organizations.filter((o) => o.slug !== 'coding');
    expect(calls.filter((c) => c === '/v1/{id}/student').length).toBe(others.reduce((n, o) => n + pagesOf(o.slug), 0));
    expect(resumed.size).toBe(first.size);
    const after = await copies.get({ accountKey: account, kind: 'student-organization', key: someKey!.split(' ')[1]! });
    expect(after!.fetchedAt.getTime()).toBeGreaterThan(before!.fetchedAt.getTime());
  }, 120_000);
});
