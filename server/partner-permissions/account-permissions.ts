import 'server-only';
import type { AccountRole } from '@/lib/partner-api/explain-permission';
import { maskApiKey } from '@/lib/partner-api/mask-api-key';
import { createRefreshAheadCache } from '@/lib/refresh-ahead-cache';
import type { ApiAccount } from '@/lib/partner-api/schemas/account';
import { partner, withCallPolicy, type ApiResult } from '@/server/partner';

/** The partner account as pages and client components see it: serialisable, with the apiKey masked. */
export interface AccountPermissions {
  accountId: string;
  companyName: string;
  /** `key_demo…0001` */
  apiKeyMasked: string;
  scopes: string[];
  /** null when validate-me did not say. */
  isActive: boolean | null;
  roles: AccountRole[];
  /** When validate-me answered, ISO 8601. */
  checkedAt: string;
  /** validate-me's request id, as the request log has it. */
  requestId: string;
}

/** The spec says an operator's change of roles reaches every operation within 60 s (§5 Request). */
export const ACCOUNT_PERMISSIONS_TTL_MS = 60_000;

export function toAccountPermissions(result: ApiResult<ApiAccount>, checkedAt: Date): AccountPermissions {
  const account = result.data;
  return {
    accountId: account._id,
    companyName: account.companyName,
    apiKeyMasked: maskApiKey(account.apiKey),
    scopes: account.scopes ?? [],
    isActive: account.isActive ?? null,
    roles: account.roles.map((r) => ({
      effect: r.effect,
      action: r.action,
      target: r.target,
      ...(r.authorized !== undefined ? { authorized: r.authorized } : {}),
    })),
    checkedAt: checkedAt.toISOString(),
    requestId: result.requestId,
  };
}

export interface AccountPermissionsCache {
  get(): Promise<AccountPermissions>;
  clear(): void;
}

/**
 * validate-me, kept for `ttlMs`. Concurrent callers share one request; a failure is not kept, so the
 * next caller asks again. In the last quarter of `ttlMs` a caller gets the kept answer and validate-me is asked
 * again in the background (`inBackground`: as background work), so that while the console is in use no view
 * waits for it; an answer is never older than `ttlMs`.
 */
export function createAccountPermissionsCache(options: {
  load: () => Promise<ApiResult<ApiAccount>>;
  inBackground?: (load: () => Promise<ApiResult<ApiAccount>>) => Promise<ApiResult<ApiAccount>>;
  now?: () => number;
  ttlMs?: number;
}): AccountPermissionsCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? ACCOUNT_PERMISSIONS_TTL_MS;
  const kept = createRefreshAheadCache<'account', AccountPermissions>({ ttlMs, refreshWithinMs: ttlMs / 4, now });
  let pending: Promise<AccountPermissions> | null = null;
  const ask = (load: () => Promise<ApiResult<ApiAccount>>) =>
    (pending ??= load()
      .then((result) => {
        const value = toAccountPermissions(result, new Date(now()));
        kept.keep('account', value);
        return value;
      })
      .finally(() => {
        pending = null;
      }));
  return {
    get() {
      const hit = kept.fresh('account', () => ask(() => (options.inBackground ?? ((load) => load()))(options.load)));
      return hit ? Promise.resolve(hit.value) : ask(options.load);
    },
    clear() {
      kept.forget();
    },
  };
}

const holder = globalThis as typeof globalThis & { __accountPermissions?: AccountPermissionsCache };

function instance(): AccountPermissionsCache {
  return (holder.__accountPermissions ??= createAccountPermissionsCache({
    load: () => partner.validateMe(),
    inBackground: (load) => withCallPolicy({ priority: 'background' }, load),
  }));
}

/**
 * What the console's partner account may do: validate-me, cached in memory for 60 s. Throws a
 * PartnerApiError when validate-me fails. Call it inside `runAsActor` so the request log names the user.
 */
export function getAccountPermissions(): Promise<AccountPermissions> {
  return instance().get();
}

/** For tests, and after an operator's change is known: the next call asks validate-me again. */
export function forgetAccountPermissions(): void {
  holder.__accountPermissions?.clear();
}
