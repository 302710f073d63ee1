import 'server-only';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { describeUserAgent } from '@/lib/auth/describe-user-agent';
import type { OwnSession } from '@/lib/auth/own-session';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { getCurrentSessionId } from './current-user';
import { session } from '@/server/db/schema';

export type { OwnSession };

/**
 * A user's own sessions (the Account page's "Your sessions"). Sessions live only in the database (no cookie
 * cache), so deleting a row signs that browser out at its next request. Ids are the session rows' ids, never
 * their tokens.
 */
export function ownSessions(db: Db, userId: string) {
  const mine = (id: string) => and(eq(session.userId, userId), eq(session.id, id));
  return {
    async list(currentSessionId: string | null, now = new Date()): Promise<OwnSession[]> {
      const rows = await db
        .select()
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
        .orderBy(desc(session.updatedAt));
      return rows
        .map((r) => ({
          id: r.id,
          device: describeUserAgent(r.userAgent),
          ipAddress: r.ipAddress || null,
          signedInAt: r.createdAt.toISOString(),
          lastActiveAt: r.updatedAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          current: r.id === currentSessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },
    /** Ends one of the user's sessions; false when it is not theirs (or already ended). */
    async end(sessionId: string): Promise<boolean> {
      const ended = await db.delete(session).where(mine(sessionId)).returning({ id: session.id });
      return ended.length > 0;
    },
    /** Ends every session of the user but `keepSessionId`; how many ended. */
    async endOthers(keepSessionId: string): Promise<number> {
      const ended = await db
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
        .returning({ id: session.id });
      return ended.length;
    },
  };
}

/** The signed-in user's sessions, this browser's first (the Account page and its action). */
export async function loadOwnSessions(userId: string): Promise<OwnSession[]> {
  return ownSessions(await getDb(), userId).list(await getCurrentSessionId());
}
