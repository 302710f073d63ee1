import 'server-only';
import type { OperationId } from '@/lib/partner-api/operations';
import { operations } from '@/lib/partner-api/operations';
import type { Clock } from './clock';
import { readRateHeaders, type BudgetKey, type BudgetState, type BudgetStore } from './rate-budget-store';

export interface AcquireOptions {
  /**
   * Part of each window this caller may use, from 0 to 1 (default 1). Background work such as the
   * directory sync passes 0.5: it then waits whenever half the window is used, leaving the rest to people.
   */
  share?: number;
}

/** How the answer of a granted request went; the budget learns the API's window from it. */
export interface Settlement {
  headers?: Headers;
  /** Set after a 429 of the account budget (not the network's): the operation is paused this long. */
  pauseSeconds?: number;
}

export interface Ticket {
  settle(outcome: Settlement | null): Promise<void>;
}

export interface BudgetView extends BudgetState {
  queued: number;
  inFlight: number;
}

interface OperationLine {
  inFlight: number;
  drained: Array<() => void>;
  probe: Promise<void> | null;
  lanes: Map<number, { tail: Promise<void>; queued: number }>;
}

/**
 * Spends each operation's window (spec §8) so that no request is sent into a refusal: a request the
 * window cannot take waits in a FIFO queue until it resets. Before a new window starts, the answers
 * still on their way are awaited, so a late request is never counted twice.
 */
export class RateBudget {
  private readonly lines = new Map<string, OperationLine>();

  constructor(
    private readonly store: BudgetStore,
    private readonly clock: Clock,
    readonly accountKey: string,
  ) {}

  key(operation: OperationId): BudgetKey | null {
    const rate = operations[operation].rateLimit;
    if (!rate) return null;
    return { accountKey: this.accountKey, operation, limit: rate.limit, windowMs: rate.windowSeconds * 1000 };
  }

  private line(operation: string): OperationLine {
    let line = this.lines.get(operation);
    if (!line) {
      line = { inFlight: 0, drained: [], probe: null, lanes: new Map() };
      this.lines.set(operation, line);
    }
    return line;
  }

  /** Waits for a place in the operation's window; the ticket must be settled once the answer is in. */
  async acquire(operation: OperationId, options: AcquireOptions = {}): Promise<Ticket> {
    const key = this.key(operation);
    if (!key) return { settle: async () => {} };
    const share = Math.min(1, Math.max(0.01, options.share ?? 1));
    const floor = Math.ceil(key.limit * (1 - share) - 1e-9);
    const line = this.line(operation);
    const lane = line.lanes.get(floor) ?? { tail: Promise.resolve(), queued: 0 };
    line.lanes.set(floor, lane);

    const previous = lane.tail;
    let release!: () => void;
    lane.tail = new Promise((resolve) => (release = resolve));
    lane.queued += 1;
    try {
      await previous;
      for (;;) {
        while (line.probe) await line.probe;
        const result = await this.store.take(key, this.clock.now(), floor);
        if (result.ok) return this.grant(key, line, result.probe);
        if (line.inFlight > 0) {
          await new Promise<void>((resolve) => line.drained.push(resolve));
          continue;
        }
        await this.clock.sleep(Math.max(1, result.retryAt - this.clock.now()));
      }
    } finally {
      lane.queued -= 1;
      release();
    }
  }

  private grant(key: BudgetKey, line: OperationLine, probe: boolean): Ticket {
    line.inFlight += 1;
    const sentAt = this.clock.now();
    let endProbe: (() => void) | undefined;
    if (probe) line.probe = new Promise<void>((resolve) => (endProbe = resolve));
    let settled = false;
    return {
      settle: async (outcome) => {
        if (settled) return;
        settled = true;
        try {
          const now = this.clock.now();
          const rate = outcome?.headers ? readRateHeaders(outcome.headers) : null;
          if (outcome?.pauseSeconds !== undefined) await this.store.pause(key, now + outcome.pauseSeconds * 1000);
          else if (rate) await this.store.observe(key, now, rate, sentAt);
          else if (outcome) await this.store.refund(key);
        } finally {
          line.inFlight -= 1;
          if (line.inFlight === 0) line.drained.splice(0).forEach((resolve) => resolve());
          if (endProbe) {
            line.probe = null;
            endProbe();
          }
        }
      },
    };
  }

  /** Every operation's window as this console knows it, with its queue (for a status view). */
  async state(): Promise<BudgetView[]> {
    const states = await this.store.snapshot(this.accountKey);
    return states.map((s) => {
      const line = this.lines.get(s.operation);
      const queued = line ? [...line.lanes.values()].reduce((sum, lane) => sum + lane.queued, 0) : 0;
      return { ...s, queued, inFlight: line?.inFlight ?? 0 };
    });
  }
}
