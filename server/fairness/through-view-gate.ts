import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import { getEnv } from '@/server/env';
import { metrics } from '@/server/metrics/registry';
import { createViewGate, DEFAULT_VIEW_GATE, type ReleaseView, type ViewGate } from './view-gate';

interface View {
  entered: Promise<ReleaseView> | null;
  reads: number;
  /** Admitted as a whole page view: the turn ends with the response, not with the last read. */
  heldForResponse: boolean;
}

/** The longest a page view holds its person's turn, should the end of its response never be reported. */
export const PAGE_VIEW_TURN_LIMIT_MS = 30_000;

const holder = globalThis as typeof globalThis & { __viewGate?: ViewGate };
const recordWait = (waitedMs: number, burst: boolean) =>
  metrics().pageViewWait.observe({ burst: burst ? 'yes' : 'no' }, waitedMs / 1000);
const gate = () =>
  (holder.__viewGate ??= createViewGate(
    { ...DEFAULT_VIEW_GATE, burstPaceMs: getEnv().VIEW_BURST_PACE_MS },
    recordWait,
  ));

/** One view per request while a page renders (React's per-request cache); outside a render each read is its own view. */
const currentView = cache((_personId: string): View => ({ entered: null, reads: 0, heldForResponse: false }));

/** The person whose view the current async flow is already inside: a read nested in another never waits for itself. */
const insideView = new AsyncLocalStorage<string>();

/**
 * Admits a person's page view before it renders and holds their turn until `onResponseEnd` reports that the
 * streamed response has ended (Next's `after`). The whole render (layout, page, every streamed card) then takes
 * one turn, so a person opening ten tabs costs the others what one more person costs, not ten renders at once.
 * Layout and page of one request share the admission; reads inside it do not wait again.
 */
export function admitPageView(personId: string, onResponseEnd: (callback: () => void) => void): Promise<void> {
  const view = currentView(personId);
  if (!view.heldForResponse) {
    view.heldForResponse = true;
    const entered = (view.entered ??= gate().enter(personId));
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(limit);
      void entered.then((release) => release());
    };
    const limit = setTimeout(end, PAGE_VIEW_TURN_LIMIT_MS);
    limit.unref?.();
    onResponseEnd(end);
  }
  return view.entered!.then(() => undefined);
}

/**
 * Runs one of a person's page reads inside their page view's turn (server/fairness/view-gate.ts). All reads of
 * one page render share one turn: the admitted page view's, or else one that ends once the last read has finished.
 */
export async function throughViewGate<T>(personId: string, work: () => Promise<T>): Promise<T> {
  if (insideView.getStore() === personId) return work();
  const view = currentView(personId);
  view.reads += 1;
  view.entered ??= gate().enter(personId);
  const release = await view.entered;
  try {
    return await insideView.run(personId, work);
  } finally {
    view.reads -= 1;
    // Sibling reads of one render start within a tick of each other; the turn ends after the last of them.
    if (view.reads === 0 && !view.heldForResponse)
      setImmediate(() => {
        if (view.reads > 0 || view.heldForResponse) return;
        view.entered = null;
        release();
      });
  }
}
