import { isHTTPAccessFallbackError } from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';
import { mySchool, scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { challengeWorld, type ChallengeWorld } from '@/test/support/group-challenges/group-challenge-test-world';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
// Pages rendered here run outside a Next request: no response whose end could free a turn of the view gate.
vi.mock('@/server/fairness/admit-page-view', () => ({ admitThisPageView: async () => {} }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

const { default: StandingPage } =
  await import('@/app/(console)/group-challenges/[slug]/[challengeId]/students/[studentId]/page');
const { default: GroupPage } =
  await import('@/app/(console)/group-challenges/[slug]/[challengeId]/groups/[groupId]/page');

let fixture: ScopeFixture;
let world: ChallengeWorld;
beforeAll(async () => {
  fixture = await startScopeFixture();
  world = await challengeWorld(fixture);
});
afterAll(async () => fixture?.stop());

/** What a page gives: 'not found' (notFound()), 'page' (rendered), or the error it threw. */
async function render(user: ConsoleUser, page: () => Promise<unknown>): Promise<'not found' | 'page' | unknown> {
  session.user = user;
  try {
    await page();
    return 'page';
  } catch (error) {
    return isHTTPAccessFallbackError(error) && (error as { digest: string }).digest.endsWith(';404')
      ? 'not found'
      : error;
  }
}

const standing = (studentId: string) => () =>
  StandingPage({ params: Promise.resolve({ slug: 'stem', challengeId: world.challengeId, studentId }) });
const group = (groupId: string) => () =>
  GroupPage({ params: Promise.resolve({ slug: 'stem', challengeId: world.challengeId, groupId }) });

describe('group-challenge pages for a coordinator', () => {
  it("standing page: another school's student and an unknown id are not found; their own student and, for support, anyone render", async () => {
    expect(await render(scopeUsers.coordinator, standing(world.theirs.studentId))).toBe('not found');
    expect(await render(scopeUsers.coordinator, standing('c'.repeat(24)))).toBe('not found');
    expect(await render(scopeUsers.coordinator, standing(world.mine.studentId))).toBe('page');
    expect(await render(scopeUsers.support, standing(world.theirs.studentId))).toBe('page');
    expect(await render(scopeUsers.admin, standing(fixture.other._id))).toBe('page');
  });

  it('group page: a group with no member of their schools is not found; a mixed one renders; support sees every group', async () => {
    const arch = world.seedGroups.get('The Arch Team')!;
    expect(arch.members.some((m) => world.schoolOf(m.studentId) === mySchool)).toBe(false);
    expect(await render(scopeUsers.coordinator, group(arch._id))).toBe('not found');
    expect(await render(scopeUsers.coordinator, group('e'.repeat(24)))).toBe('not found');
    expect(await render(scopeUsers.coordinator, group(world.mixed._id))).toBe('page');
    expect(await render(scopeUsers.support, group(arch._id))).toBe('page');
    // Admin and support keep the page's own "cannot be found" card for an unknown group (no notFound()).
    expect(await render(scopeUsers.admin, group('e'.repeat(24)))).toBe('page');
  });
});
