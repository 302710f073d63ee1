import { describe, expect, it } from 'vitest';
import { mustSetUpTwoFactor } from './two-factor-requirement';

describe('mustSetUpTwoFactor', () => {
  const since = '2030-01-01T10:00:00.000Z';
  const after = new Date('2030-01-01T10:00:01Z');
  const before = new Date('2030-01-01T09:59:59Z');

  it('asks sessions begun since the requirement, of a required role, without two-factor', () => {
    expect(mustSetUpTwoFactor({ support: since }, { role: 'support', twoFactorEnabled: false }, after)).toBe(true);
    expect(mustSetUpTwoFactor({ support: since }, { role: 'support', twoFactorEnabled: true }, after)).toBe(false);
    expect(mustSetUpTwoFactor({ support: since }, { role: 'admin', twoFactorEnabled: false }, after)).toBe(false);
    expect(mustSetUpTwoFactor({ support: since }, { role: 'coordinator', twoFactorEnabled: false }, after)).toBe(false);
  });

  it('leaves people already at work alone until their next sign-in', () => {
    expect(mustSetUpTwoFactor({ admin: since }, { role: 'admin', twoFactorEnabled: false }, before)).toBe(false);
    expect(mustSetUpTwoFactor({}, { role: 'admin', twoFactorEnabled: false }, after)).toBe(false);
  });
});
