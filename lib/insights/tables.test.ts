import { describe, expect, it } from 'vitest';
import type { InsightsView } from './insights-view';
import { csvCells, insightTable, type InsightWords } from './tables';

const words: InsightWords = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
const coverage = { asOf: null, covered: 0, of: 0, unit: 'students' as const };

const view: InsightsView = {
  role: 'support',
  now: '2026-11-26T12:00:00.000Z',
  timeZone: 'UTC',
  mirror: {
    complete: true,
    lastCompletedAt: null,
    organizationsChecked: 5,
    organizations: 5,
    studentsPage: null,
    off: false,
  },
  registrations: {
    weeks: [
      { kind: 'week', start: '2024-09-02', count: 3 },
      { kind: 'gap', from: '2024-09-09', weeks: 10 },
      { kind: 'week', start: '2024-11-18', count: 0 },
    ],
    earlier: 4,
    total: 7,
    coverage,
  },
  signIns: {
    rows: [
      { organization: { slug: 'stem', name: 'STEM' }, signedIn: 1, notSignedIn: 3 },
      { organization: { slug: 'neo', name: 'Neo' }, signedIn: 0, notSignedIn: 0 },
    ],
    coverage,
  },
  applications: {
    rows: [
      {
        organization: { slug: 'stem', name: 'STEM' },
        sittingId: 's1',
        sittingName: null,
        sittingDate: '2024-10-01T08:00:00Z',
        counts: { paid: 2, pending: 1, canceled: 0, other: 0, none: 1 },
      },
      {
        organization: { slug: 'stem', name: 'STEM' },
        sittingId: null,
        sittingName: null,
        sittingDate: null,
        counts: { paid: 0, pending: 0, canceled: 1, other: 0, none: 0 },
      },
    ],
    total: 5,
    coverage,
  },
  imports: { weeks: [], earlier: 0, total: 0, coverage },
};

describe('the tables of the Insights charts', () => {
  it('writes weeks, a folded run of empty weeks and the weeks before as rows, and the CSV as digits and days', () => {
    expect(csvCells(insightTable(view, 'registrations', words))).toEqual([
      ['table.week', 'table.registered'],
      ['table.before {"date":"2024-09-02"}', '4'],
      ['2024-09-02', '3'],
      ['table.gap {"total":10,"count":"10","from":"2024-09-09","to":"2024-11-11"}', '0'],
      ['2024-11-18', '0'],
    ]);
  });

  it('gives each organization its signed-in share, blank where nobody is activated', () => {
    expect(csvCells(insightTable(view, 'sign-ins', words)).slice(1)).toEqual([
      ['STEM', '1', '3', '25.0'],
      ['Neo', '0', '0', ''],
    ]);
  });

  it('names a sitting by its day when no name is known, and says when there is none', () => {
    expect(csvCells(insightTable(view, 'applications', words))).toEqual([
      [
        'table.organization',
        'table.sitting',
        'payment.paid',
        'payment.pending',
        'payment.canceled',
        'payment.other',
        'payment.none',
        'table.total',
      ],
      ['STEM', '2024-10-01', '2', '1', '0', '0', '1', '4'],
      ['STEM', 'table.noSitting', '0', '0', '1', '0', '0', '1'],
    ]);
  });
});
