import type { SandboxAccount } from './accounts';
import type { SandboxState } from '../state';

/**
 * A part of the state that is persisted on its own: the kernel's counters (ids, random source, rate windows,
 * faults, tokens, clock), its outbox, or one domain's state.
 */
export type StatePart = 'kernel' | 'outbox' | keyof SandboxState;

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
  /**
   * Ask the kernel to persist the state soon (atomic write, debounced). Name the part that changed (a domain
   * names its own): a write serialises again only the parts marked, so a change to another part is lost
   * unless that part is marked too. Without a part, every part is written. `newId`, `random` and `sendEmail`
   * mark their own parts.
   */
  markDirty(part?: StatePart): void;
}
