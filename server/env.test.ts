import { describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { EnvError, parseEnv } from './env';

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

const real = {
  PARTNER_API_BASE_URL: 'https://api.example.test/v1',
  PARTNER_API_KEY: 'key_live',
  PARTNER_API_SECRET: 'secret_live-value',
  AUTH_SECRET: 'a'.repeat(40),
  CONSOLE_URL: 'https://console.example.test',
};

describe('configuration (docs/architecture.md)', () => {
  it('defaults to the embedded sandbox with the demo account', () => {
    const e = parseEnv({});
    expect(e.PARTNER_API_BASE_URL).toBeUndefined();
    expect(e).toMatchObject({
      PARTNER_API_KEY: sandboxDemoAccount.apiKey,
      PARTNER_API_SECRET: sandboxDemoAccount.apiSecret,
      PARTNER_API_ENVIRONMENT: 'sandbox',
      DATA_DIR: './data',
      PORT: 3000,
    });
  });

  it('holds an import 30 s unless IMPORT_LEASE_SECONDS says otherwise (3 to 600)', () => {
    expect(parseEnv({}).IMPORT_LEASE_SECONDS).toBe(30);
    expect(parseEnv({ IMPORT_LEASE_SECONDS: '8' }).IMPORT_LEASE_SECONDS).toBe(8);
    expect(problems({ IMPORT_LEASE_SECONDS: '1' })).toEqual([expect.stringMatching(/^IMPORT_LEASE_SECONDS /)]);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PARTNER_API_BASE_URL: '', DATABASE_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('accepts a complete real configuration', () => {
    expect(parseEnv({ ...real, PARTNER_API_ENVIRONMENT: 'production', PORT: '8080' })).toMatchObject({
      PARTNER_API_KEY: 'key_live',
      PORT: 8080,
      PARTNER_API_ENVIRONMENT: 'production',
    });
  });

  it('requires key, secret, AUTH_SECRET and CONSOLE_URL when a base URL is set, naming each', () => {
    expect(problems({ PARTNER_API_BASE_URL: 'https://api.example.test/v1' }).map((p) => p.split(' ')[0])).toEqual([
      'PARTNER_API_KEY',
      'PARTNER_API_SECRET',
      'AUTH_SECRET',
      'CONSOLE_URL',
    ]);
  });

  it('names the variable of each bad value and never echoes a secret', () => {
    const found = problems({
      ...real,
      PARTNER_API_SECRET: 'hunter2-not-prefixed',
      PARTNER_API_ENVIRONMENT: 'staging',
      DATABASE_URL: 'mysql://x',
      PORT: 'abc',
    });
    expect(found.map((p) => p.split(' ')[0]).sort()).toEqual([
      'DATABASE_URL',
      'PARTNER_API_ENVIRONMENT',
      'PARTNER_API_SECRET',
      'PORT',
    ]);
    expect(found.join('\n')).not.toContain('hunter2');
    expect(found.find((p) => p.startsWith('PARTNER_API_SECRET'))).toContain('secret_');
  });

  it('wants the base URL to include /v1', () => {
    expect(problems({ ...real, PARTNER_API_BASE_URL: 'https://api.example.test' })[0]).toMatch(
      /^PARTNER_API_BASE_URL .*\/v1/,
    );
  });

  it('reads the trusted proxies as a list and refuses anything but addresses', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16,::1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(problems({ TRUSTED_PROXIES: 'proxy.example.test' })[0]).toMatch(/^TRUSTED_PROXIES /);
    expect(problems({ SANDBOX_CONTROL_TOKEN: 'short' })[0]).toMatch(/^SANDBOX_CONTROL_TOKEN /);
  });

  it('needs the admin password with the admin e-mail', () => {
    expect(problems({ CONSOLE_ADMIN_EMAIL: 'a@b.test' })).toEqual([
      'CONSOLE_ADMIN_PASSWORD is required when CONSOLE_ADMIN_EMAIL is set',
    ]);
  });
});
