import 'server-only';
import { and, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { requestLog } from '@/server/db/schema';

const holder = globalThis as typeof globalThis & { __consoleActivityAt?: number };

/** Marks that a person used the console now (the directory's pages and actions call it). */
export function noteConsoleActivity(at = Date.now()): void {
  holder.__consoleActivityAt = Math.max(holder.__consoleActivityAt ?? 0, at);
}

/**
 * Whether people are using the console: a directory page or action in this process within the window,
 * or any Partner API request made for a signed-in user (the request log names them) by any instance.
 */
export async function consoleInUse(db: Db, windowMs: number, now = Date.now()): Promise<boolean> {
  if (windowMs <= 0) return false;
  if ((holder.__consoleActivityAt ?? 0) > now - windowMs) return true;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(requestLog)
    .where(and(gt(requestLog.at, new Date(now - windowMs)), isNotNull(requestLog.userId)))
    .limit(1);
  return rows.length > 0;
}

/** The share of listStudents' window the sync may use: half while people use the console, all of it when idle. */
export async function syncShare(db: Db, windowMs: number, now = Date.now()): Promise<number> {
  return (await consoleInUse(db, windowMs, now)) ? 0.5 : 1;
}
