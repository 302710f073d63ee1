import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@/server/auth/roles';

const audits = vi.hoisted(() => [] as unknown[]);
const calls = vi.hoisted(() => [] as unknown[]);
vi.mock('@/server/auth/current-user', () => ({
  // Support: no school scope, so no getStudent before the work (coordinators: sign-in-links.integration.test.ts).
  getCurrentUser: async (): Promise<ConsoleUser> => ({
    id: 'u-1',
    email: 'support@example.test',
    name: 'Support',
    role: 'support',
    schools: [],
  }),
  getUserFromHeaders: async () => null,
}));
const invalidated = vi.hoisted(() => [] as unknown[]);
vi.mock('@/server/read-model', () => ({
  getReadModel: () => ({ invalidate: async (subjects: unknown) => void invalidated.push(subjects) }),
}));
vi.mock('@/server/audit/write-audit', () => ({ queueAudit: (entry: unknown) => void audits.push(entry) }));
vi.mock('@/server/sign-in-links/queries', () => ({
  generateSignInLink: async (slug: string, body: unknown) => {
    calls.push({ slug, body });
    return {
      url: 'https://auth.example/secret-token-123',
      organization: slug,
      studentId: 'a'.repeat(24),
      expiresIn: 120,
      requestId: 'req-1',
    };
  },
}));

const { generateSignInLinkAction } = await import('./actions');

describe('generateSignInLinkAction', () => {
  beforeEach(() => {
    audits.length = 0;
    calls.length = 0;
  });

  it('answers the link to the caller and audits who, for whom and where, never the link itself', async () => {
    const result = await generateSignInLinkAction({
      organization: 'stem',
      studentId: 'a'.repeat(24),
      redirect: '/exams',
    });
    expect(result).toMatchObject({ ok: true, data: { url: 'https://auth.example/secret-token-123', expiresIn: 120 } });
    expect(calls).toEqual([{ slug: 'stem', body: { studentId: 'a'.repeat(24), redirect: '/exams' } }]);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'sign-in-link.generate',
      targetId: 'a'.repeat(24),
      requestId: 'req-1',
      details: { organization: 'stem' },
      user: { id: 'u-1' },
    });
    expect(JSON.stringify(audits[0])).not.toContain('secret-token-123');
    // The student may sign in with it: the console reads their cards from the API next time.
    expect(invalidated).toEqual([['a'.repeat(24)]]);
  });

  it('refuses a redirect the API would refuse before calling it (spec §4.4)', async () => {
    for (const redirect of ['//evil.example', 'https://evil.example/', '/\\evil', '/a b']) {
      const result = await generateSignInLinkAction({ organization: 'stem', studentId: 'a'.repeat(24), redirect });
      expect(result).toMatchObject({
        ok: false,
        error: { status: 422 },
        fieldErrors: { redirect: [expect.stringContaining('redirect must be a site-relative path')] },
      });
    }
    expect(calls).toHaveLength(0);
    expect(audits).toHaveLength(0);
  });
});
