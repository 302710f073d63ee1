import { describe, expect, it } from 'vitest';
import type { Group } from '@/lib/partner-api/schemas/group';
import { busyRetryDelay, BUSY_RETRY_LIMIT } from './busy-retry';
import { isActivityKind, isPersonRole, stateTone, unknownStateLabel } from './labels';
import { describePerson } from './person';
import { buildTimeline, currentStep, otherMemberCount, shouldKeepRefreshing } from './timeline';

const mine = { role: 'student', studentId: 's1', name: 'Ana Beridze', yours: true };
const other = { role: 'student', studentId: null, name: null, yours: false };

const steps: Group['steps'] = [
  {
    _id: 'b',
    order: 2,
    title: 'Plan',
    state: 'open',
    openedAt: '2025-03-02T00:00:00.000Z',
    submittedAt: null,
    submittedBy: null,
    reopenCount: 0,
    canSubmit: true,
    files: [
      {
        _id: 'f2',
        status: 'draft',
        name: null,
        fileType: 'pdf',
        size: 2048,
        uploadedBy: other,
        completedAt: null,
        submittedAt: null,
      },
    ],
  },
  {
    _id: 'a',
    order: 1,
    title: 'Research',
    state: 'submitted',
    openedAt: '2025-03-01T00:00:00.000Z',
    submittedAt: '2025-03-02T00:00:00.000Z',
    submittedBy: { role: 'partner', studentId: 's1', name: 'Ana Beridze', yours: true },
    reopenCount: 1,
    canSubmit: false,
    files: [
      {
        _id: 'f1',
        status: 'submitted',
        name: 'notes.pdf',
        fileType: 'pdf',
        size: 1536,
        uploadedBy: mine,
        completedAt: null,
        submittedAt: null,
      },
    ],
  },
  {
    _id: 'c',
    order: 3,
    title: 'Build',
    state: 'locked',
    openedAt: null,
    submittedAt: null,
    submittedBy: null,
    reopenCount: 0,
    canSubmit: false,
    files: [],
  },
];

describe('buildTimeline', () => {
  const timeline = buildTimeline({ steps });
  it('orders steps and names only your students and their files', () => {
    expect(timeline.map((s) => s.title)).toEqual(['Research', 'Plan', 'Build']);
    expect(timeline[0]).toMatchObject({
      submittedBy: { kind: 'yourAccount', forStudent: 'Ana Beridze' },
      reopenCount: 1,
      state: 'submitted',
    });
    expect(timeline[0]?.files[0]).toMatchObject({
      name: 'notes.pdf',
      hidden: false,
      size: 1536,
      uploadedBy: { kind: 'name', name: 'Ana Beridze' },
    });
    expect(timeline[1]?.files[0]).toMatchObject({
      name: null,
      hidden: true,
      size: 2048,
      uploadedBy: { kind: 'role', role: 'student' },
      state: 'draft',
    });
  });
  it('finds the step to act on', () => {
    expect(currentStep(timeline)?.id).toBe('b');
    expect(currentStep(buildTimeline({ steps: [] }))).toBeUndefined();
  });
});

describe('members and refreshing', () => {
  it('counts the members who are not yours', () => {
    const you = { studentId: 's1', firstName: 'Ana', lastName: 'B' };
    expect(otherMemberCount({ memberCount: 4, yourStudents: [you] })).toBe(3);
    expect(otherMemberCount({ memberCount: 1, yourStudents: [you, you] })).toBe(0);
  });
  it('refreshes until the group is completed', () => {
    expect(shouldKeepRefreshing('finalized')).toBe(true);
    expect(shouldKeepRefreshing('completed')).toBe(false);
  });
});

describe('labels', () => {
  it('knows the tones of known values and shows unknown ones as written', () => {
    expect(stateTone('group', 'awaiting_payment')).toBe('warning');
    expect(stateTone('standing', 'group_completed')).toBe('success');
    expect(stateTone('group', 'on_hold')).toBeNull();
    expect(stateTone('group', 'toString')).toBeNull();
    expect(unknownStateLabel('on_hold')).toEqual({ label: 'on hold', tone: 'neutral' });
    expect(isActivityKind('step_submitted')).toBe(true);
    expect(isActivityKind('robot_dance')).toBe(false);
    expect(isPersonRole('teacher')).toBe(true);
    expect(isPersonRole('robot')).toBe(false);
  });
  it('names a person only when yours', () => {
    expect(describePerson(mine)).toEqual({ kind: 'name', name: 'Ana Beridze' });
    expect(describePerson(other)).toEqual({ kind: 'role', role: 'student' });
    expect(describePerson({ role: 'partner', studentId: null, name: null, yours: false })).toEqual({
      kind: 'role',
      role: 'partner',
    });
    expect(describePerson({ role: 'partner', studentId: null, name: null, yours: true })).toEqual({
      kind: 'yourAccount',
      forStudent: null,
    });
    expect(describePerson(null)).toBeNull();
  });
});

describe('busyRetryDelay', () => {
  it('honours Retry-After and gives up after the limit', () => {
    expect(busyRetryDelay(1)).toBe(1000);
    expect(busyRetryDelay(2, 3)).toBe(3000);
    expect(busyRetryDelay(1, 120)).toBe(10_000);
    expect(busyRetryDelay(BUSY_RETRY_LIMIT + 1)).toBeNull();
  });
});
