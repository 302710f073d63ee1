import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { OptionalGauge } from './optional-gauge';

describe('a gauge absent until its value is known', () => {
  it('is left out before it is set and after clear(), and written once set (0 included)', async () => {
    const registry = new Registry();
    let value: number | null = null;
    const gauge: OptionalGauge = new OptionalGauge({
      name: 'lag_seconds',
      help: 'absent before the first',
      registers: [registry],
      collect() {
        gauge.clear();
        if (value !== null) gauge.setKnown(value);
      },
    });
    expect(await registry.metrics()).not.toMatch(/^lag_seconds /m);
    value = 0;
    expect(await registry.metrics()).toMatch(/^lag_seconds 0$/m);
    value = 12.5;
    expect(await registry.metrics()).toMatch(/^lag_seconds 12.5$/m);
    value = null;
    expect(await registry.metrics()).not.toMatch(/^lag_seconds /m);
  });
});
