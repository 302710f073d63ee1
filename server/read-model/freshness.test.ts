import { describe, expect, it } from 'vitest';
import { defaultFreshnessSeconds, readModelConfig } from './freshness';

describe('readModelConfig', () => {
  it('is on with the default freshness of every kind when nothing is set', () => {
    expect(readModelConfig({})).toEqual({
      enabled: true,
      freshnessSeconds: defaultFreshnessSeconds,
      maxWaitMs: 3000,
      backgroundShare: 0.5,
    });
  });
  it('takes overrides per kind, a switch and a wait', () => {
    const config = readModelConfig({
      READ_MODEL: 'off',
      READ_MODEL_FRESHNESS: 'student=30, available-exams=5',
      READ_MODEL_MAX_WAIT_MS: '500',
    });
    expect(config.enabled).toBe(false);
    expect(config.freshnessSeconds.student).toBe(30);
    expect(config.freshnessSeconds['available-exams']).toBe(5);
    expect(config.freshnessSeconds['group-challenges']).toBe(defaultFreshnessSeconds['group-challenges']);
    expect(config.maxWaitMs).toBe(500);
  });
  it('sets the background share', () => {
    const config = readModelConfig({ READ_MODEL_BACKGROUND_SHARE: '0.25' });
    expect(config.backgroundShare).toBe(0.25);
    expect(() => readModelConfig({ READ_MODEL_BACKGROUND_SHARE: '0' })).toThrow(/^READ_MODEL_BACKGROUND_SHARE: /);
  });
  it('names the variable and what to write when a value is wrong', () => {
    expect(() => readModelConfig({ READ_MODEL_FRESHNESS: 'students=30' })).toThrow(
      /READ_MODEL_FRESHNESS: "students=30" is not <kind>=<whole seconds>; kinds: [a-z-]+(, [a-z-]+)+ \(see \.env\.example\)$/,
    );
    expect(() => readModelConfig({ READ_MODEL: 'maybe' })).toThrow(/^READ_MODEL: /);
  });
});
