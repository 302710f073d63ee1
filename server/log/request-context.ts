import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** What the log lines of one HTTP request share (server/log/http-hook.ts opens it). */
export interface RequestContext {
  requestId: string;
  method: string;
  /** The path without its query string (which may hold an e-mail address). */
  path: string;
  /** The signed-in dashboard user, once the request's session is known. */
  userId?: string;
  /** Statements sent to the database while handling it (server/db/query-count.ts). */
  dbQueries?: number;
}

// One store for the process: a Next build may load this module once per bundle layer.
const holder = globalThis as typeof globalThis & { __consoleRequestContext?: AsyncLocalStorage<RequestContext> };
export const requestStorage = (holder.__consoleRequestContext ??= new AsyncLocalStorage<RequestContext>());

export function currentRequest(): RequestContext | undefined {
  return requestStorage.getStore();
}

/** The request's session belongs to this user: its later log lines name them (by id, never by e-mail). */
export function noteRequestUser(userId: string): void {
  const store = requestStorage.getStore();
  if (store) store.userId = userId;
}
