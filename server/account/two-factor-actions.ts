'use server';
import 'server-only';
import { formError } from '@/lib/i18n/form-errors';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { z } from 'zod';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { consoleAction } from '@/server/action-runner/console-action';
import type { ActionResult } from '@/server/auth/action-result';
import { getAuth } from '@/server/auth/auth';
import { checkOwnPassword } from '@/server/auth/own-password-check';
import { getDb } from '@/server/db/client';
import { user as users } from '@/server/db/schema';
import {
  readTwoFactorRequirement,
  twoFactorRoles,
  writeTwoFactorRequirement,
  type TwoFactorRequirement,
} from '@/server/settings/two-factor-requirement';
import { totpQrSvg } from './two-factor-qr';

const password = z.strictObject({ password: z.string().min(1, 'Enter your password.') });
const own = { beforeTwoFactor: true } as const;

/** Better Auth's two-factor endpoints, called as the signed-in user (nextCookies sets a renewed session cookie). */
async function api() {
  return { auth: await getAuth(), headers: await headers() };
}

async function isOn(userId: string): Promise<boolean> {
  const [row] = await (await getDb()).select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on === true;
}

/** What the setup step shows its owner, once: the app's URI, its QR code (SVG drawn on the server), the key, the codes. */
export type TwoFactorSetup = { totpURI: string; qrSvg: string; secret: string; recoveryCodes: string[] };

/**
 * Step 1 of turning two-factor on: the password, then a new secret (for the authenticator app: a QR code of its
 * otpauth:// URI and the key to type) and 10 recovery codes, each shown once. Two-factor is on only once a first
 * code is confirmed (confirmTwoFactorAction).
 */
export async function startTwoFactorAction(input: unknown): Promise<ActionResult<TwoFactorSetup>> {
  return consoleAction(
    {
      ...own,
      schema: password,
      run: async ({ password }, user, audit) => {
        if (await isOn(user.id))
          throw new ActionRefusal('Two-factor sign-in is already on.', 409, {
            say: { key: 'account.twoFactorAlreadyOn' },
          });
        await checkOwnPassword(user, password, 'password');
        const { auth, headers } = await api();
        const answer = await auth.api.enableTwoFactor({ body: { password }, headers });
        if (!('totpURI' in answer)) throw new Error('two-factor: no TOTP URI');
        audit({
          action: 'user.two-factor-start',
          targetType: 'user',
          targetId: user.id,
          summary: 'Started turning on two-factor sign-in (new secret and recovery codes)',
        });
        const secret = new URL(answer.totpURI).searchParams.get('secret') ?? '';
        const qrSvg = await totpQrSvg(answer.totpURI);
        return { totpURI: answer.totpURI, qrSvg, secret, recoveryCodes: answer.backupCodes };
      },
    },
    input,
  );
}

/** Step 2: a code from the authenticator app proves it holds the secret; two-factor is on from then. */
export async function confirmTwoFactorAction(input: unknown): Promise<ActionResult<{ on: true }>> {
  return consoleAction(
    {
      ...own,
      schema: z.strictObject({
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'Enter the 6 digits your app shows.'),
      }),
      run: async ({ code }, user, audit) => {
        const { auth, headers } = await api();
        try {
          await auth.api.verifyTOTP({ body: { code }, headers });
        } catch {
          throw ActionRefusal.field('code', formError('wrongCode'));
        }
        if (!(await isOn(user.id)))
          throw new ActionRefusal('Start again: turn two-factor sign-in on first.', 409, {
            say: { key: 'account.twoFactorStartAgain' },
          });
        audit({
          action: 'user.two-factor-on',
          targetType: 'user',
          targetId: user.id,
          summary: 'Turned on two-factor sign-in',
        });
        return { on: true as const };
      },
    },
    input,
  );
}

/** Turns two-factor off (the password again); refused while an admin requires it for the user's role. */
export async function disableTwoFactorAction(input: unknown): Promise<ActionResult<{ on: false }>> {
  return consoleAction(
    {
      ...own,
      schema: password,
      run: async ({ password }, user, audit) => {
        const required = await readTwoFactorRequirement(await getDb());
        if ((required as Record<string, string | undefined>)[user.role])
          throw new ActionRefusal('An administrator requires two-factor sign-in for your role: it stays on.', 409, {
            say: { key: 'account.twoFactorRequired' },
          });
        await checkOwnPassword(user, password, 'password');
        const { auth, headers } = await api();
        await auth.api.disableTwoFactor({ body: { password }, headers });
        audit({
          action: 'user.two-factor-off',
          targetType: 'user',
          targetId: user.id,
          summary: 'Turned off two-factor sign-in',
        });
        return { on: false as const };
      },
    },
    input,
  );
}

/** New recovery codes (the password again): the old ones stop working. */
export async function renewRecoveryCodesAction(input: unknown): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  return consoleAction(
    {
      ...own,
      schema: password,
      run: async ({ password }, user, audit) => {
        if (!(await isOn(user.id)))
          throw new ActionRefusal('Two-factor sign-in is off.', 409, { say: { key: 'account.twoFactorAlreadyOff' } });
        await checkOwnPassword(user, password, 'password');
        const { auth, headers } = await api();
        const answer = await auth.api.generateBackupCodes({ body: { password }, headers });
        audit({
          action: 'user.recovery-codes',
          targetType: 'user',
          targetId: user.id,
          summary: 'Made new two-factor recovery codes; the old ones stopped working',
        });
        return { recoveryCodes: answer.backupCodes };
      },
    },
    input,
  );
}

/** An admin requires two-factor sign-in for admins and/or support (asked at their next sign-in); audited. */
export async function setTwoFactorRequirementAction(input: unknown): Promise<ActionResult<TwoFactorRequirement>> {
  return consoleAction(
    {
      roles: ['admin'],
      schema: z.strictObject({ roles: z.array(z.enum(twoFactorRoles)).max(2) }),
      run: async ({ roles }, user, audit) => {
        const value = await writeTwoFactorRequirement(await getDb(), [...new Set(roles)], user.email);
        audit({
          action: 'settings.two-factor',
          targetType: 'settings',
          targetId: 'two-factor-required',
          summary: roles.length
            ? `Required two-factor sign-in for ${roles.join(' and ')}`
            : 'Required two-factor sign-in for no role',
          details: { roles },
        });
        return value;
      },
    },
    input,
  );
}
