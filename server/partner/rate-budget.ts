import 'server-only';
import type { ReadRows } from '@/server/db/rows-together';
import type { OperationId } from '@/lib/partner-api/operations';
import { operations } from '@/lib/partner-api/operations';
import { budgetBusyError } from './budget-busy';
import { BudgetQueue, type CallPriority, type QueuedCall } from './budget-queue';
import type { Clock } from './clock';
import {
  readRateHeaders,
  type BudgetKey,
  type BudgetState,
  type BudgetStore,
  type TakeResult,
} from './rate-budget-store';

export interface AcquireOptions {
  /**
   * Part of each window this caller may use, from 0 to 1 (default 1). Background work such as the
   * directory sync passes 0.5: it then waits whenever half the window is used, leaving the rest to people.
   */
  share?: number;
  /** When a place opens, a waiting person's call gets it before any background call (default 'person'). */
  priority?: CallPriority;
  /** Whose call it is: people's calls take turns by actor id. */
  actorId?: string | null;
  /** Epoch ms: rather than wait for a place beyond it, the call fails with `budget_busy` (budget-busy.ts). */
  deadline?: number;
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
  queuedByPriority: Record<CallPriority, number>;
  inFlight: number;
}

interface WaitingCall extends QueuedCall {
  resolve(ticket: Ticket): void;
  reject(error: unknown): void;
}

/** What the hand-out waits for while no waiting call can have a place. */
interface Hold {
  /** The lowest floor the window refused: a call arriving with a lower one may still have a place. */
  floor: number;
  /** Epoch ms when a place opens at the earliest; null while a probe is out. */
  opensAt: number | null;
  /** The wait is of unknown length (a probe, answers in flight), so it is cut short at this deadline. */
  timerAt: number | undefined;
  timed: boolean;
  wake(): void;
}

interface OperationLine {
  operation: OperationId;
  key: BudgetKey;
  queue: BudgetQueue<WaitingCall>;
  handingOut: boolean;
  hold: Hold | null;
  inFlight: number;
  drained: Array<() => void>;
  probe: Promise<void> | null;
}

/**
 * Spends each operation's window (spec §8) so that no request is sent into a refusal: a request the
 * window cannot take waits until it resets. Before a new window starts, the answers still on their way
 * are awaited, so a late request is never counted twice.
 * The window is counted in the store (shared by instances); who gets the next place is decided here, per
 * process, in BudgetQueue's order: people first, people in turn, background work last.
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

  private line(operation: OperationId, key: BudgetKey): OperationLine {
    let line = this.lines.get(operation);
    if (!line) {
      line = {
        operation,
        key,
        queue: new BudgetQueue(),
        handingOut: false,
        hold: null,
        inFlight: 0,
        drained: [],
        probe: null,
      };
      this.lines.set(operation, line);
    }
    return line;
  }

  /**
   * Waits for a place in the operation's window; the ticket must be settled once the answer is in.
   * Rejects with `budget_busy` when the place cannot come before `options.deadline`.
   */
  acquire(operation: OperationId, options: AcquireOptions = {}): Promise<Ticket> {
    const key = this.key(operation);
    if (!key) return Promise.resolve({ settle: async () => {} });
    const share = Math.min(1, Math.max(0.01, options.share ?? 1));
    const line = this.line(operation, key);
    return new Promise<Ticket>((resolve, reject) => {
      const call: WaitingCall = {
        priority: options.priority ?? 'person',
        actorId: options.actorId ?? '',
        floor: Math.ceil(key.limit * (1 - share) - 1e-9),
        deadline: options.deadline,
        resolve,
        reject,
      };
      line.queue.add(call);
      this.arrived(line, call);
    });
  }

  private arrived(line: OperationLine, call: WaitingCall): void {
    if (!line.handingOut) {
      void this.handOut(line);
      return;
    }
    // Mid-round the new call is seen when the round ends; during a hold it may change what the hold waits for.
    const hold = line.hold;
    if (!hold) return;
    if (call.floor < hold.floor) hold.wake();
    else if (call.deadline === undefined) return;
    else if (hold.opensAt !== null && call.deadline < hold.opensAt) this.refuse(line, [call], hold.opensAt);
    else if (hold.timed && (hold.timerAt === undefined || call.deadline < hold.timerAt)) hold.wake();
  }

  /** Hands out places to the waiting calls, in turn, until none is left waiting. */
  private async handOut(line: OperationLine): Promise<void> {
    line.handingOut = true;
    try {
      while (line.queue.size > 0) {
        if (line.probe) {
          await this.hold(line, line.probe, -Infinity, null, true);
          continue;
        }
        const refused = await this.round(line);
        if (!refused) continue;
        if (line.queue.inTurn().some((call) => call.floor < refused.floor)) continue;
        this.refuse(
          line,
          this.callsWithDeadline(line, (deadline) => deadline < refused.retryAt),
          refused.retryAt,
        );
        if (line.queue.size === 0) break;
        // Answers on their way may move the window (and must land before a new one starts): wait for them first.
        const draining = line.inFlight > 0;
        const opened = draining
          ? new Promise<void>((resolve) => line.drained.push(resolve))
          : this.clock.sleep(Math.max(1, refused.retryAt - this.clock.now()));
        await this.hold(line, opened, refused.floor, refused.retryAt, draining);
      }
    } catch (error) {
      for (const call of line.queue.inTurn()) {
        line.queue.remove(call);
        call.reject(error);
      }
    } finally {
      line.handingOut = false;
    }
  }

  /** One place to the first call in turn that the window takes; null when one was given (or failed), else what was refused. */
  private async round(line: OperationLine): Promise<{ floor: number; retryAt: number } | null> {
    let floor = Infinity;
    let retryAt = 0;
    for (const call of line.queue.inTurn()) {
      // A floor the window refused refuses every floor as high.
      if (call.floor >= floor) continue;
      let result: TakeResult;
      try {
        result = await this.store.take(line.key, this.clock.now(), call.floor);
      } catch (error) {
        line.queue.remove(call);
        call.reject(error);
        return null;
      }
      if (result.ok) {
        line.queue.remove(call, true);
        call.resolve(this.grant(line, result.probe));
        return null;
      }
      floor = call.floor;
      retryAt = result.retryAt;
    }
    return { floor, retryAt };
  }

  /** Waits until `opened`, a wake by a call that changes the hold, or (timed) the earliest deadline, whose calls are then refused. */
  private async hold(
    line: OperationLine,
    opened: Promise<void>,
    floor: number,
    opensAt: number | null,
    timed: boolean,
  ): Promise<void> {
    const timerAt = timed ? line.queue.earliestDeadline() : undefined;
    const woken = new Promise<'woken'>(
      (resolve) => (line.hold = { floor, opensAt, timerAt, timed, wake: () => resolve('woken') }),
    );
    const timer =
      timerAt === undefined
        ? []
        : [this.clock.sleep(Math.max(0, timerAt - this.clock.now())).then(() => 'deadline' as const)];
    const why = await Promise.race([opened.then(() => 'opened' as const), woken, ...timer]);
    line.hold = null;
    if (why === 'deadline') {
      const now = this.clock.now();
      this.refuse(
        line,
        this.callsWithDeadline(line, (deadline) => deadline <= now),
        opensAt,
      );
    }
  }

  private callsWithDeadline(line: OperationLine, due: (deadline: number) => boolean): WaitingCall[] {
    return line.queue.inTurn().filter((call) => call.deadline !== undefined && due(call.deadline));
  }

  private refuse(line: OperationLine, calls: WaitingCall[], opensAt: number | null): void {
    const seconds = opensAt === null ? 1 : (opensAt - this.clock.now()) / 1000;
    for (const call of calls) {
      line.queue.remove(call);
      call.reject(budgetBusyError(line.operation, seconds));
    }
  }

  private grant(line: OperationLine, probe: boolean): Ticket {
    const key = line.key;
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
  async state(read?: ReadRows): Promise<BudgetView[]> {
    const states = await this.store.snapshot(this.accountKey, read);
    return states.map((s) => {
      const line = this.lines.get(s.operation);
      return {
        ...s,
        queued: line?.queue.size ?? 0,
        queuedByPriority: line?.queue.sizes() ?? { person: 0, background: 0 },
        inFlight: line?.inFlight ?? 0,
      };
    });
  }
}
