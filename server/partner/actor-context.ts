import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** The dashboard user on whose behalf upstream calls are made (for the request log). */
export interface Actor {
  id: string;
  email?: string | null;
}

// The client lives on globalThis (default-client.ts) and a Next build may load this module once per
// bundle layer: one store for the process, or an action's actor would be invisible to the client.
const holder = globalThis as typeof globalThis & { __partnerActorStorage?: AsyncLocalStorage<Actor> };
const storage = (holder.__partnerActorStorage ??= new AsyncLocalStorage<Actor>());

/** Runs fn with `user` as the actor of every Partner API call made inside it. */
export function runAsActor<T>(user: Actor | null, fn: () => T): T {
  return user ? storage.run(user, fn) : storage.exit(fn);
}

/** The actor of the current call chain, or null (background work, scripts). */
export function currentActor(): Actor | null {
  return storage.getStore() ?? null;
}
