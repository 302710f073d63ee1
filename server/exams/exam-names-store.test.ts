import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { testDatabases } from '@/test/support/db/test-databases';
import { loadExamNames, loadExamRecords, saveExamNames } from './exam-names-store';

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

  it('keeps the whole sitting and language a tree showed for the prediction; pages get the names alone', async () => {
    const record = { ...sitting, _id: 's9', sessionAlias: 'AR', sessionNote: '', createdAt: 'c', updatedAt: 'u' };
    const language = { _id: 'l9', name: 'English', code: 'en', order: 1 };
    await saveExamNames(handle.db, 'org-5', {
      sittings: [{ ...sitting, _id: 's9', record }],
      languages: [{ _id: 'l9', name: 'English', code: 'en', record: language }],
    });
    await saveExamNames(handle.db, 'org-5', { sittings: [{ ...sitting, _id: 's-old' }], languages: [] });
    expect(await loadExamNames(handle.db, 'org-5')).toEqual({
      sittings: expect.arrayContaining([
        { ...sitting, _id: 's9' },
        { ...sitting, _id: 's-old' },
      ]),
      languages: [{ _id: 'l9', name: 'English', code: 'en' }],
    });
    const records = await loadExamRecords(handle.db, 'org-5');
    // A row stored before records were kept has none: the prediction does without it (incomplete).
    expect(Object.keys(records.sittings)).toEqual(['s9']);
    expect(records.sittings.s9).toEqual({ record, learnedAt: expect.any(Date) });
    expect(records.languages.l9?.record).toEqual(language);
  });
});
