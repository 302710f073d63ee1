import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing/test-databases';
import { loadExamNames, saveExamNames } from './exam-names-store';

const sitting = {
  _id: 's1',
  sessionName: 'Autumn round',
  date: '2026-12-01T08:00:00Z',
  startTime: '10:00',
  tz: 'Asia/Tbilisi',
  relatedSession: null,
  enableSimulation: false,
};

describe.each(testDatabases())('exam names store ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  }, 60_000);
  afterAll(() => target.cleanup());

  it('keeps sittings and languages per organization; a newer naming replaces the older', async () => {
    await saveExamNames(handle.db, 'org-1', {
      sittings: [sitting],
      languages: [{ _id: 'l1', name: 'English', code: 'en' }],
    });
    await saveExamNames(handle.db, 'org-1', {
      sittings: [{ ...sitting, sessionName: 'Autumn round (moved)' }],
      languages: [],
    });
    await saveExamNames(handle.db, 'org-2', { sittings: [{ ...sitting, _id: 's2' }], languages: [] });
    expect(await loadExamNames(handle.db, 'org-1')).toEqual({
      sittings: [{ ...sitting, sessionName: 'Autumn round (moved)' }],
      languages: [{ _id: 'l1', name: 'English', code: 'en' }],
    });
    expect((await loadExamNames(handle.db, 'org-2')).sittings.map((s) => s._id)).toEqual(['s2']);
    expect(await loadExamNames(handle.db, 'org-3')).toEqual({ sittings: [], languages: [] });
  });

  it('stores a name holding a NUL (the API may send one) without failing', async () => {
    await saveExamNames(handle.db, 'org-4', {
      sittings: [],
      languages: [{ _id: 'l2', name: 'Geo\u0000rgian', code: null }],
    });
    expect((await loadExamNames(handle.db, 'org-4')).languages).toEqual([{ _id: 'l2', name: 'Georgian', code: null }]);
  });
});
