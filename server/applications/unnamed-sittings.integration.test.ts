import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import { scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

/**
 * A page that shows a sitting no available-exams tree has named (here a past sitting's applications, from the
 * mirror's copy) never waits for the trees read to name it (server/exams/exam-directory.ts, fillDirectory): with the
 * API holding every listOrgStudents and listAvailableExams answer (a latency fault of the sandbox's control plane),
 * the page answers from stored data, and however many views come meanwhile, one look is under way.
 */
const upstream: string[] = [];
let fixture: ScopeFixture;

async function control(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${fixture.baseUrl.replace(/\/v1$/, '')}/__sandbox${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
}

const treeReads = (calls: string[]) => ({
  listOrgStudents: calls.filter((c) => /^GET \/[0-9a-f]{24}\/student$/.test(c)).length,
  listAvailableExams: calls.filter((c) => /\/exam\/available\//.test(c)).length,
});

beforeAll(async () => {
  fixture = await startScopeFixture({ onUpstreamCall: (call) => upstream.push(call) });
  const { kickDirectorySync } = await import('@/server/directory/scheduler');
  expect(await kickDirectorySync()).toBe('completed');
}, 120_000);
afterAll(async () => {
  await control('POST', '/faults/release', {}).catch(() => {});
  const { getReadModel } = await import('@/server/read-model');
  await getReadModel().settled();
  await fixture?.stop();
});

describe('a sitting no tree has named', () => {
  it('the page answers from stored data while the trees are held; one look in the background for every view', async () => {
    session.user = scopeUsers.admin;
    const { loadPastExams } = await import('./past-exams');
    const [past] = (await loadPastExams(scopeUsers.admin, 'stem')).exams;
    expect(past, 'the seed has applications on a past sitting').toBeDefined();

    await control('POST', '/faults', { operation: 'listOrgStudents', status: 200, latencyMs: 120_000 });
    await control('POST', '/faults', { operation: 'listAvailableExams', status: 200, latencyMs: 120_000 });
    const before = upstream.length;
    const { listApplicationsAction } = await import('./actions');
    const filters = { organization: 'stem', exam: past!.examId, page: 1, limit: 100 };
    // Were a view to wait for the held answers, these would not resolve until released (below): the test times out.
    const views = await Promise.all([1, 2, 3].map(() => listApplicationsAction(filters)));
    for (const view of views) {
      if (!view.ok) throw new Error(view.error.message);
      expect(view.data.rows).toHaveLength(past!.applications);
      expect(view.data.directory.sittings[past!.exam!.session!]).toBeUndefined();
    }
    // The page's own reads came from the mirror's copy; the only call is the background look, still held.
    expect(upstream.slice(before)).toHaveLength(1);
    expect(treeReads(upstream.slice(before))).toEqual({ listOrgStudents: 1, listAvailableExams: 0 });

    await control('POST', '/faults/release', {});
    await control('DELETE', '/faults');
    const { getReadModel } = await import('@/server/read-model');
    await getReadModel().settled();
    // Looked for lately (trees never name a past sitting): the next view starts no look.
    const after = upstream.length;
    const again = await listApplicationsAction(filters);
    expect(again.ok).toBe(true);
    expect(treeReads(upstream.slice(after))).toEqual({ listOrgStudents: 0, listAvailableExams: 0 });
  });
});
