import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentCallPolicy } from '@/server/partner/call-policy';

/** What each reference read was asked under: the warm-up is background work, never a person's. */
const reads = vi.hoisted(() => [] as string[]);
const fail = vi.hoisted(() => ({ organizations: false }));
vi.mock('@/server/reference/organizations', () => ({
  listOrganizations: async () => {
    reads.push(`listOrganizations ${currentCallPolicy().priority}`);
    if (fail.organizations) throw new Error('the API is down');
    return [{ _id: 'org-a' }, { _id: 'org-b' }];
  },
}));
vi.mock('@/server/exams/queries', () => ({
  loadCategories: async (organizationId: string) => {
    reads.push(`listExamCategories ${organizationId} ${currentCallPolicy().priority}`);
    return [];
  },
}));
vi.mock('@/server/partner-permissions/account-permissions', () => ({
  getAccountPermissions: async () => {
    reads.push(`validateMe ${currentCallPolicy().priority}`);
    return {};
  },
}));

const { warmReferenceData } = await import('./warm-reference');

beforeEach(() => {
  reads.length = 0;
  fail.organizations = false;
});

describe('reading the reference data ahead at start-up', () => {
  it('reads the organizations, each one’s categories and the permissions, as background work', async () => {
    await warmReferenceData();
    expect(reads.sort()).toEqual([
      'listExamCategories org-a background',
      'listExamCategories org-b background',
      'listOrganizations background',
      'validateMe background',
    ]);
  });

  it('a failure only logs: start-up goes on', async () => {
    fail.organizations = true;
    await expect(warmReferenceData()).resolves.toBeUndefined();
    expect(reads).toEqual(['listOrganizations background']);
  });
});
