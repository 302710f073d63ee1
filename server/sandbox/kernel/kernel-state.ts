import type { OperationId } from '@/lib/partner-api/operations';
import type { Role } from './accounts';

/** An e-mail the sandbox "sent": kept in the outbox, never sent (server/sandbox/README.md). */
export interface OutboxEmail {
  to: string;
  kind: string;
  subject: string;
  sentAt: string;
}

/** A fixed rate window of one account on one operation (spec §8). Times are sandbox epoch ms. */
export interface RateWindow {
  startedAt: number;
  count: number;
}

/** An injected fault (POST /__sandbox/faults). */
export interface Fault {
  id: number;
  /** operationId; absent means every operation. */
  operation?: OperationId;
  status: number;
  code?: string;
  /** 0..1; default 1. */
  probability: number;
  /** How many more times it fires; null means until cleared. */
  remaining: number | null;
  latencyMs: number;
  retryAfter?: number;
}

/** The `Deprecation` and `Sunset` headers an operation's answers carry (spec §9.5), as sent. */
export interface DeprecationNotice {
  deprecation: string;
  sunset: string;
}

/** An operator's change to an account, kept by apiKey across resets and restarts. */
export interface AccountPatch {
  roles?: Role[];
  isActive?: boolean;
}

/**
 * What the kernel keeps beside the domains' state. JSON-serialisable, persisted with it.
 * Keys of `rateWindows` and `pauses` are `<accountId>:<operationId>`.
 */
export interface KernelState {
  /** Operator changes to accounts (the accounts themselves come from config). */
  accountPatches: Record<string, AccountPatch>;
  /** Revoked tokens by SHA-256 of the token, with the time (epoch s) after which they are dead anyway. */
  revokedTokens: Record<string, number>;
  rateWindows: Record<string, RateWindow>;
  /** End (sandbox epoch ms) of the 60 s pause after a 429. */
  pauses: Record<string, number>;
  faults: Fault[];
  nextFaultId: number;
  /** Operations announced as retiring (POST /__sandbox/deprecations): every answer carries these headers (spec §9.5). */
  deprecations?: Partial<Record<OperationId, DeprecationNotice>>;
  outbox: OutboxEmail[];
  /** Sandbox time minus real time, in ms. */
  clockOffsetMs: number;
  /** Deterministic random source: state of the generator and the id counter. */
  rngState: number;
  idCounter: number;
  /** The demo account's students at seeding when not the default 300 (SANDBOX_SEED_STUDENTS); absent otherwise. */
  seedStudents?: number;
}

export const RNG_SEED = 0x5eed_2024;

export function initialKernelState(accountPatches: Record<string, AccountPatch> = {}): KernelState {
  return {
    accountPatches,
    revokedTokens: {},
    rateWindows: {},
    pauses: {},
    faults: [],
    nextFaultId: 1,
    outbox: [],
    clockOffsetMs: 0,
    rngState: RNG_SEED,
    idCounter: 0,
  };
}
