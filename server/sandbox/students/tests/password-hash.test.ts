import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashCost, verifyPassword } from '../password-hash';

describe('the sandbox’s password hashes', () => {
  it('cost 2^15 unless SANDBOX_PASSWORD_HASH_COST names another from 10 to 16', () => {
    expect(passwordHashCost(undefined)).toBe(15);
    expect(passwordHashCost('')).toBe(15);
    expect(passwordHashCost('10')).toBe(10);
    expect(passwordHashCost('16')).toBe(16);
    for (const wrong of ['9', '17', '12.5', 'fast']) expect(passwordHashCost(wrong)).toBe(15);
  });

  it('a hash names its N and verifies at any cost; a wrong password or a mangled hash does not', async () => {
    const slow = await hashPassword('Sunflower-42', 15);
    const quick = await hashPassword('Sunflower-42', 10);
    expect(slow).toMatch(/^scrypt\$32768\$/);
    expect(quick).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('Sunflower-42', slow)).toBe(true);
    expect(await verifyPassword('Sunflower-42', quick)).toBe(true);
    expect(await verifyPassword('Sunflower-43', quick)).toBe(false);
    expect(await verifyPassword('Sunflower-42', quick.replace('$1024$', '$2048$'))).toBe(false);
    expect(await verifyPassword('Sunflower-42', quick.replace('$1024$', '$1000$'))).toBe(false);
  });
});
