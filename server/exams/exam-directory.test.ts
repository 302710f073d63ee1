import { beforeEach, describe, expect, it, vi } from 'vitest';

const partner = vi.hoisted(() => ({ listOrgStudents: vi.fn(), listAvailableExams: vi.fn() }));
vi.mock('@/server/partner', () => ({ partner }));
// The database's table, as exam-names-store.ts keeps it (exam-names-store.test.ts tests the real one).
const table = vi.hoisted(() => new Map<string, { sittings: unknown[]; languages: unknown[] }>());
vi.mock('@/server/db/client', () => ({ getDb: async () => ({}) }));
vi.mock('./exam-names-store', () => ({
  saveExamNames: async (_db: unknown, org: string, names: { sittings: unknown[]; languages: unknown[] }) => {
    const row = table.get(org) ?? { sittings: [], languages: [] };
    table.set(org, {
      sittings: [...row.sittings, ...names.sittings],
      languages: [...row.languages, ...names.languages],
    });
  },
  loadExamNames: async (_db: unknown, org: string) => table.get(org) ?? { sittings: [], languages: [] },
}));

// The read model's background work (stored-read.ts's inBackground, tested there): one run per id at a time.
const background = vi.hoisted(() => new Map<string, Promise<void>>());
vi.mock('@/server/read-model', () => ({
  getReadModel: () => ({
    inBackground: (id: string, work: () => Promise<void>) => {
      if (background.has(id)) return false;
      background.set(
        id,
        work().finally(() => background.delete(id)),
      );
      return true;
    },
  }),
}));
const settled = async () => {
  while (background.size > 0) await Promise.allSettled([...background.values()]);
};

const { fillDirectory, examDirectory } = await import('./exam-directory');
const { resetReadModelConfigForTests } = await import('@/server/read-model/freshness');

const student = { _id: 'os1', mainId: 's1', grade: 'g7' };
const tree = [{ _id: 'cat', name: 'Math', sessions: [{ _id: 'named', date: '2026-12-01T08:00:00Z', languages: [] }] }];

beforeEach(() => {
  partner.listOrgStudents.mockReset().mockResolvedValue({ data: [student] });
  partner.listAvailableExams.mockReset().mockResolvedValue({ data: tree });
  delete process.env.READ_MODEL;
  resetReadModelConfigForTests();
});

describe('fillDirectory', () => {
  it('learns the sittings trees name, and does not look again for one they never name', async () => {
    const exams = [
      { session: 'named', grades: ['g7'] },
      { session: 'nowhere', grades: ['g7'] },
    ];
    await fillDirectory('org-a', exams);
    await settled();
    expect(Object.keys((await examDirectory('org-a')).sittings)).toEqual(['named']);
    expect(partner.listAvailableExams).toHaveBeenCalledTimes(1);
    await fillDirectory('org-a', exams);
    await fillDirectory('org-a', exams);
    await settled();
    expect(partner.listOrgStudents).toHaveBeenCalledTimes(1);
    expect(partner.listAvailableExams).toHaveBeenCalledTimes(1);
  });

  it('a view never waits for the trees, and the views meanwhile do not look again', async () => {
    let answer: (value: { data: unknown[] }) => void = () => {};
    partner.listOrgStudents.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const exams = [{ session: 'named', grades: ['g7'] }];
    // Resolves while the API has not answered (were it awaited, this would never resolve and the test time out).
    await fillDirectory('org-slow', exams);
    await fillDirectory('org-slow', exams);
    expect(partner.listOrgStudents).toHaveBeenCalledTimes(1);
    expect((await examDirectory('org-slow')).sittings).toEqual({});
    answer({ data: [student] });
    await settled();
    expect(Object.keys((await examDirectory('org-slow')).sittings)).toEqual(['named']);
  });

  it('with READ_MODEL=off it looks on every view, as before', async () => {
    process.env.READ_MODEL = 'off';
    resetReadModelConfigForTests();
    const exams = [{ session: 'elsewhere', grades: ['g7'] }];
    await fillDirectory('org-b', exams);
    await fillDirectory('org-b', exams);
    expect(partner.listOrgStudents).toHaveBeenCalledTimes(2);
  });
});

describe('stored names', () => {
  it('a sitting listed under two categories is written once', async () => {
    const sitting = { _id: 'shared', date: '2026-12-02T08:00:00Z', languages: [] };
    partner.listAvailableExams.mockResolvedValue({
      data: [
        { _id: 'c1', name: 'Math', sessions: [sitting] },
        { _id: 'c2', name: 'Physics', sessions: [sitting] },
      ],
    });
    await fillDirectory('org-twins', [{ session: 'shared', grades: ['g7'] }]);
    await settled();
    expect(table.get('org-twins')?.sittings).toHaveLength(1);
  });
  it('a sitting one process learned is named by another (or after a restart) without reading a tree', async () => {
    await fillDirectory('org-c', [{ session: 'named', grades: ['g7'] }]);
    await settled();
    expect(table.get('org-c')?.sittings).toMatchObject([{ _id: 'named', date: '2026-12-01T08:00:00Z' }]);
    vi.resetModules();
    const restarted = await import('./exam-directory');
    partner.listOrgStudents.mockClear();
    expect((await restarted.examDirectory('org-c')).sittings.named).toMatchObject({ date: '2026-12-01T08:00:00Z' });
    await restarted.fillDirectory('org-c', [{ session: 'named', grades: ['g7'] }]);
    expect(partner.listOrgStudents).not.toHaveBeenCalled();
  });
});
