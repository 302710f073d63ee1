import { describe, expect, it } from 'vitest';
import { sandboxDemoAccount, sandboxReadOnlyAccount } from './sandbox-credentials';
import { maskApiKey } from './mask-api-key';

describe('maskApiKey', () => {
  it('keeps the prefix, four characters each side, and hides the middle', () => {
    expect(maskApiKey(sandboxDemoAccount.apiKey)).toBe('key_demo…0001');
    expect(maskApiKey(sandboxReadOnlyAccount.apiKey)).toBe('key_read…0003');
  });

  it('never shows more than 8 characters of the key body', () => {
    const key = 'key_ABCDEFGHIJKLMNOPQRSTUVWX';
    const masked = maskApiKey(key);
    expect(masked.replace('key_', '').replace('…', '')).toHaveLength(8);
    expect(masked).not.toContain('EFGH');
  });

  it('hides most of short or unprefixed keys too', () => {
    expect(maskApiKey('key_abcdef')).toBe('key_a…f');
    expect(maskApiKey('abc')).toBe('…');
    expect(maskApiKey('plainkeywithoutprefix')).toBe('plai…efix');
  });
});
