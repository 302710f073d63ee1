import { describe, expect, it } from 'vitest';
import type { SyncState } from '@/server/directory/sync-state';
import { startOrganizationsPass } from '@/server/directory/organizations-pass';
import { accountCoverage } from './coverage';

const organizations = ['stem', 'neo', 'gmath', 'coding', 'hilingua'].map((slug) => ({ id: slug, slug, name: slug }));
const idle: SyncState = {
  id: 'students',
  runId: null,
  runStartedAt: null,
  nextPage: 1,
  totalPages: null,
  total: null,
  firstTotal: null,
  seen: 0,
  requests: 0,
  phase: 'students',
  signedInPass: null,
  lastCompletedAt: null,
  lastCompletedCount: null,
  lastRemoved: null,
  lastError: null,
  lastErrorRequestId: null,
  lastErrorAt: null,
  requestedAt: null,
  leaseOwner: null,
  leaseExpiresAt: null,
  updatedAt: new Date(),
};

describe('how much of the account Home covers', () => {
  it('before the first run: not complete, just starting', () => {
    expect(accountCoverage(idle)).toMatchObject({ complete: false, organizations: null, studentsPage: null });
  });

  it('during the first run: organizations checked of all, then the students list', () => {
    const pass = { ...startOrganizationsPass(organizations), index: 2, covered: ['coding', 'gmath'] };
    const reading = { ...idle, runId: 'r1', runStartedAt: new Date(), phase: 'signed-in' as const, signedInPass: pass };
    expect(accountCoverage(reading)).toMatchObject({ complete: false, organizationsChecked: 2, organizations: 5 });
    const students = { ...reading, phase: 'students' as const, nextPage: 3, totalPages: 3 };
    expect(accountCoverage(students)).toMatchObject({ complete: false, studentsPage: { page: 3, totalPages: 3 } });
  });

  it('once a run completed: complete as of then, also while the next run reads', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    const done = { ...idle, lastCompletedAt: at };
    expect(accountCoverage(done)).toMatchObject({ complete: true, lastCompletedAt: at.toISOString() });
    expect(accountCoverage({ ...done, runId: 'r2', phase: 'signed-in' as const })).toMatchObject({ complete: true });
  });
});
