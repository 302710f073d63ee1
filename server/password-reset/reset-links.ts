import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { verification } from '@/server/db/schema';

/** How long a reset link works. */
export const RESET_LINK_SECONDS = 3600;
const PREFIX = 'console-password-reset:';

/** Only a digest of the token is stored: a copy of the database does not hold working links. */
const identifierOf = (token: string) => PREFIX + createHash('sha256').update(token).digest('base64url');

const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

function check(row: { userId: string; expiresAt: Date } | undefined, now: Date): ResetLinkCheck {
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId };
}

export type ResetLinkCheck = { ok: true; userId: string } | { ok: false; reason: 'unknown' | 'expired' };

/**
 * One-time password reset links an admin issues for a user (Better Auth's e-mailed reset is off: the console
 * sends no mail). A link is the token, in the URL's fragment so that it never reaches a server log or a
 * referrer; the `verification` table keeps its SHA-256 digest, the user and the expiry. A new link replaces the
 * user's earlier ones.
 */
export function resetLinks(db: Db) {
  return {
    async issue(userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + RESET_LINK_SECONDS * 1000);
      await db.transaction(async (tx) => {
        await tx
          .delete(verification)
          .where(and(like(verification.identifier, `${PREFIX}%`), eq(verification.value, userId)));
        await tx
          .delete(verification)
          .where(and(like(verification.identifier, `${PREFIX}%`), lt(verification.expiresAt, now)));
        await tx.insert(verification).values({
          id: randomBytes(16).toString('hex'),
          identifier: identifierOf(token),
          value: userId,
          expiresAt,
        });
      });
      return { token, expiresAt };
    },

    /** Whose link it is, without using it up (the password rules need the user's e-mail and name). */
    async peek(token: string, now = new Date()): Promise<ResetLinkCheck> {
      if (!tokenShape.test(token)) return { ok: false, reason: 'unknown' };
      const [row] = await db
        .select({ userId: verification.value, expiresAt: verification.expiresAt })
        .from(verification)
        .where(eq(verification.identifier, identifierOf(token)));
      return check(row, now);
    },

    /** Uses the link up: it works once (one delete decides between two tries at once), expired or not. */
    async consume(token: string, now = new Date()): Promise<ResetLinkCheck> {
      if (!tokenShape.test(token)) return { ok: false, reason: 'unknown' };
      const [row] = await db
        .delete(verification)
        .where(eq(verification.identifier, identifierOf(token)))
        .returning({ userId: verification.value, expiresAt: verification.expiresAt });
      return check(row, now);
    },
  };
}
