import 'server-only';

/**
 * How many of one person's page reads the server works on at once: a burst (ten tabs opened together) then
 * queues behind itself instead of filling the process (database, rendering) ahead of everyone else's views.
 */
export const READS_AT_ONCE_PER_PERSON = 3;

interface Lane {
  running: number;
  waiting: Array<() => void>;
}

/** One gate per process: per person, at most `limit` reads run; the rest wait in the order they came. */
export function createPersonGate(limit = READS_AT_ONCE_PER_PERSON) {
  const lanes = new Map<string, Lane>();
  return async function through<T>(personId: string, work: () => Promise<T>): Promise<T> {
    let lane = lanes.get(personId);
    if (!lane) lanes.set(personId, (lane = { running: 0, waiting: [] }));
    if (lane.running >= limit) await new Promise<void>((resolve) => lane!.waiting.push(resolve));
    else lane.running += 1;
    try {
      return await work();
    } finally {
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) lanes.delete(personId);
    }
  };
}

const holder = globalThis as typeof globalThis & { __personGate?: ReturnType<typeof createPersonGate> };

/** Runs a person's page read through their lane of the process's gate. */
export function throughPersonGate<T>(personId: string, work: () => Promise<T>): Promise<T> {
  holder.__personGate ??= createPersonGate();
  return holder.__personGate(personId, work);
}
