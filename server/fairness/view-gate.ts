import 'server-only';
/**
 * Takes turns between people's page views on this process's few cores (docs/read-model.md, "Taking turns").
 * - Everyone always gets one view worked on at once: a person clicking from page to page never waits here.
 * - A burst (a view asked for while the same person's previous one is still running or waiting: ten tabs opened
 *   together) runs one view at a time, and while anyone else has been viewing in the last `othersActiveMs`, at
 *   most one burst view starts per `burstPaceMs`, so the burst takes about one busy person's share of the process.
 * - A person alone on the console runs up to `aloneLimit` views at once, without pacing.
 */
export interface ViewGateOptions {
  aloneLimit: number;
  burstPaceMs: number;
  othersActiveMs: number;
}

/** `burstPaceMs` is VIEW_BURST_PACE_MS in production (server/env.ts); this is its default. */
export const DEFAULT_VIEW_GATE: ViewGateOptions = { aloneLimit: 3, burstPaceMs: 1_500, othersActiveMs: 5_000 };

interface Waiter {
  personId: string;
  burst: boolean;
  start: () => void;
}

export type ReleaseView = () => void;

/** Told when a view starts: how long it waited, and whether it was part of a burst. */
export type OnViewStart = (waitedMs: number, burst: boolean) => void;

export function createViewGate(options: ViewGateOptions = DEFAULT_VIEW_GATE, onStart: OnViewStart = () => {}) {
  const running = new Map<string, number>();
  const lastStart = new Map<string, number>();
  const lastActive = new Map<string, number>();
  const waiting: Waiter[] = [];
  let recheck: ReturnType<typeof setTimeout> | null = null;

  const someoneElseActive = (personId: string, now: number) => {
    for (const [id, at] of lastActive) {
      if (id === personId) continue;
      if (running.has(id) || now - at < options.othersActiveMs) return true;
      lastActive.delete(id);
    }
    return waiting.some((w) => w.personId !== personId);
  };

  /** 0 when the waiter may start now; otherwise how long until pacing could let it (Infinity: only on a release). */
  const waitFor = (waiter: Waiter, now: number): number => {
    const mine = running.get(waiter.personId) ?? 0;
    if (!someoneElseActive(waiter.personId, now)) return mine < options.aloneLimit ? 0 : Infinity;
    if (mine > 0) return Infinity;
    if (!waiter.burst) return 0;
    return Math.max(0, (lastStart.get(waiter.personId) ?? -Infinity) + options.burstPaceMs - now);
  };

  const begin = (personId: string): ReleaseView => {
    const now = Date.now();
    running.set(personId, (running.get(personId) ?? 0) + 1);
    lastStart.set(personId, now);
    lastActive.set(personId, now);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (running.get(personId) ?? 1) - 1;
      if (left === 0) running.delete(personId);
      else running.set(personId, left);
      lastActive.set(personId, Date.now());
      startWhoMay();
    };
  };

  // In the order they came, every waiting view whose person may now start one; then a timer for the paced ones.
  const startWhoMay = () => {
    const now = Date.now();
    let soonest = Infinity;
    for (let i = 0; i < waiting.length;) {
      const waiter = waiting[i]!;
      const wait = waitFor(waiter, now);
      if (wait === 0) {
        waiting.splice(i, 1);
        waiter.start();
        continue;
      }
      soonest = Math.min(soonest, wait);
      i += 1;
    }
    if (recheck) clearTimeout(recheck);
    recheck = Number.isFinite(soonest) ? setTimeout(startWhoMay, soonest) : null;
    recheck?.unref?.();
  };

  return {
    /** Waits for the person's turn and answers the function that ends their view. */
    enter(personId: string): Promise<ReleaseView> {
      const burst = running.has(personId) || waiting.some((w) => w.personId === personId);
      const askedAt = Date.now();
      return new Promise((resolve) => {
        const start = () => {
          onStart(Date.now() - askedAt, burst);
          resolve(begin(personId));
        };
        waiting.push({ personId, burst, start });
        startWhoMay();
      });
    },
    /** Views being worked on and views waiting for their turn. */
    load: () => ({ running: [...running.values()].reduce((a, b) => a + b, 0), waiting: waiting.length }),
  };
}

export type ViewGate = ReturnType<typeof createViewGate>;
