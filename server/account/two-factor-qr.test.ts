import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/server/audit/list-audit';
import type { ConsoleUser } from '@/server/auth/roles';
import { setLoggerForTests } from '@/server/log/logger';
import { signedInUser, withEmbeddedConsole } from '@/test/support/auth/embedded-console';
import { totpQrOptions, totpQrSvg } from './two-factor-qr';

/** Issue 32 item 5: two-factor setup shows a QR code of the otpauth:// URI, drawn on the server as SVG. */
const current = vi.hoisted(() => ({ user: null as ConsoleUser | null, cookie: '' }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => current.user,
  getCurrentSessionId: async () => null,
}));
// The action calls Better Auth as the signed-in user with the request's headers: here, the session's cookie.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: current.cookie, host: '127.0.0.1:3100' }),
}));
// The real drawing, with each URI it is asked for kept.
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('./two-factor-qr', async (importOriginal) => {
  const real = await importOriginal<typeof import('./two-factor-qr')>();
  return { ...real, totpQrSvg: async (uri: string) => (drawn.push(uri), real.totpQrSvg(uri)) };
});

withEmbeddedConsole('two-factor-qr');
const logLines: string[] = [];
beforeAll(() => setLoggerForTests({ write: (line: string) => void logLines.push(line) }, 'trace'));
afterAll(() => setLoggerForTests());

describe('totpQrSvg', () => {
  const uri = 'otpauth://totp/Partner%20Console:a%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Partner+Console';

  it('draws an SVG of the QR code of exactly that URI: a white square and the dark modules as one path', async () => {
    const svg = await totpQrSvg(uri);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toMatch(/<path stroke="#000000" d="M[^"]+"\/><\/svg>\s*$/);
    // No width or height: the page sizes it.
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
    // Nothing to decode it with here: the same modules as the library draws for this URI, and others for another.
    expect(svg).toBe(await QRCode.toString(uri, totpQrOptions));
    expect(svg).not.toBe(await totpQrSvg(uri.replace('JBSWY3DPEHPK3PXP', 'JBSWY3DPEHPK3PXQ')));
    // The modules encode the URI; its text is nowhere in the SVG.
    expect(svg).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('draws nothing but an authenticator URI', async () => {
    await expect(totpQrSvg('https://example.test/?secret=JBSWY3DPEHPK3PXP')).rejects.toThrow(/otpauth/);
  });
});

describe('startTwoFactorAction', () => {
  it("answers the QR code of the URI built from the new secret, the issuer and the user's e-mail; logs no secret", async () => {
    const { startTwoFactorAction } = await import('./two-factor-actions');
    const me = await signedInUser({
      email: 'qr.person@example.test',
      name: 'QR',
      role: 'coordinator',
      password: 'qr-password-2026',
    });
    [current.user, current.cookie] = [me.user, me.cookie];

    drawn.length = 0;
    const result = await startTwoFactorAction({ password: 'qr-password-2026' });
    if (!result.ok) throw new Error(`startTwoFactorAction refused: ${JSON.stringify(result)}`);
    const { totpURI, qrSvg, secret, recoveryCodes } = result.data;

    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(recoveryCodes).toHaveLength(10);
    const uri = new URL(totpURI);
    expect([uri.protocol, uri.host]).toEqual(['otpauth:', 'totp']);
    expect(decodeURIComponent(uri.pathname)).toBe('/Partner Console:qr.person@example.test');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Partner Console');
    // The QR code was drawn once, from that URI, and is that URI's code.
    expect(drawn).toEqual([totpURI]);
    expect(qrSvg).toBe(await QRCode.toString(totpURI, totpQrOptions));
    expect(qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*>.*<path [^>]*d="M/s);

    // The secret is in the answer to its owner and nowhere else: not in the audit log, not in a log line.
    const { rows } = await listAudit({ action: 'user.two-factor-start', targetId: me.user.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(logLines.join('\n')).not.toContain(secret);
  });
});
