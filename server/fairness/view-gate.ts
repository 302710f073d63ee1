import 'server-only';
/**
 * Takes turns between people's page views. Everyone always gets one view worked on at once; a person's further
 * views (ten tabs opened together) start only while nobody else is waiting for or being served a view, up to
 * `aloneLimit`. A burst then fills the process's idle moments instead of the time others wait in.
 */
export interface ViewGateOptions {
  /** How many of one person's views run at once when nobody else is viewing. */
  aloneLimit: number;
}

export const DEFAULT_VIEW_GATE: ViewGateOptions = { aloneLimit: 3 };

interface Waiter {
  personId: string;
  start: () => void;
}

export type ReleaseView = () => void;

export function createViewGate(options: ViewGateOptions = DEFAULT_VIEW_GATE) {
  const running = new Map<string, number>();
  const waiting: Waiter[] = [];

  const someoneElseIsViewing = (personId: string) =>
    [...running.keys()].some((id) => id !== personId) || waiting.some((w) => w.personId !== personId);

  const mayStart = (personId: string) => {
    const mine = running.get(personId) ?? 0;
    return mine === 0 || (mine < options.aloneLimit && !someoneElseIsViewing(personId));
  };

  const begin = (personId: string): ReleaseView => {
    running.set(personId, (running.get(personId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (running.get(personId) ?? 1) - 1;
      if (left === 0) running.delete(personId);
      else running.set(personId, left);
      startWhoMay();
    };
  };

  // In the order they came, every waiting view whose person may now start one.
  const startWhoMay = () => {
    for (let i = 0; i < waiting.length;) {
      const waiter = waiting[i]!;
      if (mayStart(waiter.personId)) {
        waiting.splice(i, 1);
        waiter.start();
      } else i += 1;
    }
  };

  return {
    /** Waits for the person's turn and answers the function that ends their view. */
    enter(personId: string): Promise<ReleaseView> {
      const queuedAlready = waiting.some((w) => w.personId === personId);
      if (!queuedAlready && mayStart(personId)) return Promise.resolve(begin(personId));
      return new Promise((resolve) => waiting.push({ personId, start: () => resolve(begin(personId)) }));
    },
    /** Views being worked on and views waiting for their turn. */
    load: () => ({ running: [...running.values()].reduce((a, b) => a + b, 0), waiting: waiting.length }),
  };
}

export type ViewGate = ReturnType<typeof createViewGate>;
