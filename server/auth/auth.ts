import 'server-only';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { resolveAuthSecret } from './auth-secret';
import { createAuth, type ConsoleAuth } from './create-auth';

const holder = globalThis as typeof globalThis & { __consoleAuth?: Promise<ConsoleAuth> };

/** The process's Better Auth instance, built on first use from the configuration and database. */
export function getAuth(): Promise<ConsoleAuth> {
  if (!holder.__consoleAuth) {
    holder.__consoleAuth = (async () =>
      createAuth({
        db: await getDb(),
        secret: resolveAuthSecret(),
        baseURL: getEnv().CONSOLE_URL,
        trustedProxies: getEnv().TRUSTED_PROXIES,
      }))();
    holder.__consoleAuth.catch(() => delete holder.__consoleAuth);
  }
  return holder.__consoleAuth;
}
