import { describe, expect, it } from 'vitest';
import { instanceMetricsOf, syncRanBetween, syncStateOf } from './sync-state';

const metrics = (running: 0 | 1, lag?: number) =>
  [
    '# HELP console_directory_sync_running 1 while a directory sync run is under way (on any instance).',
    '# TYPE console_directory_sync_running gauge',
    `console_directory_sync_running ${running}`,
    ...(lag === undefined ? [] : [`console_directory_sync_lag_seconds ${lag}`]),
  ].join('\n');

describe('the directory sync around a measured view', () => {
  const now = Date.parse('2026-11-26T02:00:00Z');

  it('reads running and when the last run completed', () => {
    expect(syncStateOf(metrics(1, 90.25), now)).toEqual({ running: true, lastCompletedAt: now - 90_250 });
    expect(syncStateOf(metrics(0), now)).toEqual({ running: false, lastCompletedAt: null });
  });

  it('a view between two readings of the same completed run is counted', () => {
    const before = syncStateOf(metrics(0, 100), now);
    const after = syncStateOf(metrics(0, 103.43), now + 3_412);
    expect(syncRanBetween(before, after)).toBe(false);
  });

  it('a run under way at either reading, or completed between them, leaves the view out', () => {
    const idle = syncStateOf(metrics(0, 100), now);
    expect(syncRanBetween(idle, syncStateOf(metrics(1, 101), now + 1_000))).toBe(true);
    expect(syncRanBetween(syncStateOf(metrics(1, 99), now - 1_000), idle)).toBe(true);
    expect(syncRanBetween(idle, syncStateOf(metrics(0, 0.5), now + 2_000))).toBe(true);
    // One run asked for during another starts and completes a second after it.
    expect(syncRanBetween(syncStateOf(metrics(0, 0.3), now), syncStateOf(metrics(0, 0.2), now + 1_000))).toBe(true);
    expect(syncRanBetween(syncStateOf(metrics(0), now), syncStateOf(metrics(0, 1), now + 2_000))).toBe(true);
  });
});

describe('what one console did itself', () => {
  it('sums its calls over statuses per operation, its sync ticks per outcome and its collections over kinds', () => {
    const text = [
      '# TYPE console_upstream_calls_total counter',
      'console_upstream_calls_total{operation="listOrgStudents",status="200"} 12',
      'console_upstream_calls_total{operation="listOrgStudents",status="429"} 1',
      'console_upstream_calls_total{operation="getOrgStudent",status="200"} 3',
      'console_upstream_429_total{operation="listOrgStudents"} 1',
      'console_directory_sync_ticks_total{outcome="completed"} 1',
      'console_directory_sync_ticks_total{outcome="busy"} 2',
      'console_process_cpu_seconds_total 12.5',
      'console_nodejs_gc_duration_seconds_sum{kind="minor"} 1.25',
      'console_nodejs_gc_duration_seconds_sum{kind="major"} 0.5',
      'console_nodejs_gc_duration_seconds_count{kind="minor"} 40',
    ].join('\n');
    expect(instanceMetricsOf(text)).toEqual({
      calls: { listOrgStudents: 13, getOrgStudent: 3 },
      syncTicks: { completed: 1, busy: 2 },
      cpuSeconds: 12.5,
      gcSeconds: 1.75,
    });
  });
});
