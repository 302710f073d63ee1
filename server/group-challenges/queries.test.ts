import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PartnerApiError } from '@/server/partner/partner-api-error';

const partner = vi.hoisted(() => ({ listGroupChallenges: vi.fn(), listOrganizations: vi.fn() }));
vi.mock('@/server/partner', async () => ({
  ...(await vi.importActual<object>('@/server/partner/partner-api-error')),
  partner,
}));
// Every read live, as with READ_MODEL=off (the read model has its own tests).
const fetchedAt = '2026-11-23T10:00:00.000Z';
vi.mock('@/server/read-model', () => ({
  getReadModel: () => ({
    read: async (spec: { load: () => Promise<unknown> }) => ({
      data: await spec.load(),
      fetchedAt,
      stale: false,
      busy: false,
    }),
  }),
}));
const freshness = { fetchedAt, stale: false, busy: false };

const { loadChallenges, loadOverview } = await import('./queries');

const apiError = (status: number, code: string) =>
  new PartnerApiError({ status, code, message: code, requestId: `req-${status}`, operationId: 'listGroupChallenges' });
const page = { page: 1, limit: 10, total: 1, totalPages: 1 };
const challenge = {
  _id: 'c1',
  title: 'Bridge Builders',
  status: 'published',
  windowStart: null,
  windowEnd: null,
  gradeGroups: [],
  stepCount: 4,
};

beforeEach(() => {
  partner.listGroupChallenges.mockReset();
  partner.listOrganizations.mockReset();
});

describe('loadChallenges', () => {
  it('answers the list when group challenges are on', async () => {
    partner.listGroupChallenges.mockResolvedValue({ data: [challenge], pagination: page, requestId: 'r1' });
    await expect(loadChallenges('o1', { page: 2, limit: 10 })).resolves.toEqual({
      enabled: true,
      challenges: [challenge],
      pagination: page,
      requestId: 'r1',
      freshness,
    });
    expect(partner.listGroupChallenges).toHaveBeenCalledWith({ organizationId: 'o1' }, { page: 2, limit: 10 });
  });

  it('reads a 404 on the list as "not switched on", not as an error (spec §4.7)', async () => {
    partner.listGroupChallenges.mockRejectedValue(apiError(404, 'not_found'));
    await expect(loadChallenges('o1', { page: 1, limit: 10 })).resolves.toEqual({
      enabled: false,
      requestId: 'req-404',
      freshness,
    });
  });

  it('throws every other failure', async () => {
    partner.listGroupChallenges.mockRejectedValue(apiError(403, 'forbidden'));
    await expect(loadChallenges('o1', { page: 1, limit: 10 })).rejects.toMatchObject({ status: 403 });
  });
});

describe('loadOverview', () => {
  it("keeps one organization's failure to itself, with its request id", async () => {
    partner.listOrganizations.mockResolvedValue({
      data: [
        { _id: 'o1', name: 'STEM', slug: 'stem' },
        { _id: 'o2', name: 'HiLingua', slug: 'hilingua' },
        { _id: 'o3', name: 'Neo', slug: 'neo' },
      ],
      pagination: { page: 1, limit: 100, total: 3, totalPages: 1 },
    });
    partner.listGroupChallenges.mockImplementation(async ({ organizationId }: { organizationId: string }) => {
      if (organizationId === 'o2') throw apiError(404, 'not_found');
      if (organizationId === 'o3') throw apiError(500, 'internal_error');
      return { data: [challenge], pagination: page, requestId: 'r1' };
    });
    const overview = await loadOverview();
    expect(overview.map((o) => [o.organization.slug, o.list.enabled])).toEqual([
      ['hilingua', false],
      ['neo', null],
      ['stem', true],
    ]);
    expect(overview[1]?.list).toMatchObject({ error: { requestId: 'req-500' } });
  });
});
