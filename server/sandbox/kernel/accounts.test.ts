import { describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { accountIdFor, accountsFromEnv, builtInAccounts } from './accounts';
import { createTestSandbox } from '../testing';

const custom = {
  apiKey: 'key_customAccount00000000001',
  apiSecret: 'secret_custom',
  companyName: 'Custom Ltd',
  roles: [{ effect: 'allow', action: 'grade/read', target: 'core' }],
};

describe('sandbox accounts (server/sandbox/README.md "Accounts")', () => {
  it('built in: demo (allow * on *), a second full account, a read-only account; ids stable from the key', () => {
    const [demo, second, readOnly] = builtInAccounts();
    expect(demo).toMatchObject({
      apiKey: sandboxDemoAccount.apiKey,
      roles: [{ effect: 'allow', action: '*', target: '*' }],
      isActive: true,
    });
    expect(second!.roles).toEqual(demo!.roles);
    expect(readOnly!.roles.map((r) => r.action)).toEqual(['*/read', 'api/*']);
    expect(demo!._id).toBe(accountIdFor(sandboxDemoAccount.apiKey));
    expect(demo!._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('SANDBOX_ACCOUNTS replaces the built-in accounts; scopes default [] and isActive true', () => {
    expect(accountsFromEnv(undefined)).toHaveLength(3);
    expect(accountsFromEnv('  ')).toHaveLength(3);
    const accounts = accountsFromEnv(JSON.stringify([custom]));
    expect(accounts).toEqual([{ _id: accountIdFor(custom.apiKey), ...custom, scopes: [], isActive: true }]);
  });

  it.each([
    ['not json', 'SANDBOX_ACCOUNTS'],
    ['{}', 'SANDBOX_ACCOUNTS'],
    ['[]', 'SANDBOX_ACCOUNTS'],
    [JSON.stringify([{ ...custom, apiKey: 'key_short' }]), 'SANDBOX_ACCOUNTS: 0.apiKey'],
    [JSON.stringify([{ ...custom, apiSecret: 'plain' }]), 'SANDBOX_ACCOUNTS: 0.apiSecret'],
    [
      JSON.stringify([{ ...custom, roles: [{ effect: 'maybe', action: '*', target: '*' }] }]),
      'SANDBOX_ACCOUNTS: 0.roles',
    ],
    [JSON.stringify([custom, custom]), 'listed twice'],
  ])('a bad SANDBOX_ACCOUNTS value %s throws naming the variable', (value, message) => {
    expect(() => accountsFromEnv(value)).toThrow(message);
  });

  it('§5 a custom account works through the app with exactly its roles', async () => {
    const t = createTestSandbox({ accounts: accountsFromEnv(JSON.stringify([custom])) });
    expect((await t.call('GET', '/grade', { as: custom.apiKey })).status).toBe(200);
    expect((await t.call('GET', '/country', { as: custom.apiKey })).status).toBe(403);
    expect((await t.call('GET', '/grade', { as: 'demo' })).status).toBe(401);
  });
});
