import type { SandboxAccount } from './accounts';
import type { SandboxState } from '../state';

/**
 * One sandbox: its state (JSON-serialisable, persisted by the kernel), its single clock and its
 * seeded random source. Every domain reads time from `now()` only, so `POST /__sandbox/clock`
 * moves tokens, rate windows, link expiry, sittings, removeAfter, imports and challenge windows alike.
 */
export interface Sandbox {
  state: SandboxState;
  accounts(): SandboxAccount[];
  now(): Date;
  /** Deterministic id generator: 24 lower-case hex characters. */
  newId(): string;
  /** Deterministic random number in [0, 1). */
  random(): number;
  /** Record an e-mail in the outbox (never sent). */
  sendEmail(email: { to: string; kind: string; subject: string }): void;
  /** Ask the kernel to persist the state soon (atomic write, debounced). */
  markDirty(): void;
}
