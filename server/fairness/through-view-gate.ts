import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import { createViewGate, type ReleaseView, type ViewGate } from './view-gate';

interface View {
  entered: Promise<ReleaseView> | null;
  reads: number;
}

const holder = globalThis as typeof globalThis & { __viewGate?: ViewGate };
const gate = () => (holder.__viewGate ??= createViewGate());

/** One view per request while a page renders (React's per-request cache); outside a render each read is its own view. */
const currentView = cache((_personId: string): View => ({ entered: null, reads: 0 }));

/** The person whose view the current async flow is already inside: a read nested in another never waits for itself. */
const insideView = new AsyncLocalStorage<string>();

/**
 * Runs one of a person's page reads inside their page view's turn (server/fairness/view-gate.ts). All reads of
 * one page render share one turn, which ends once the last of them has finished.
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
    if (view.reads === 0)
      setImmediate(() => {
        if (view.reads > 0) return;
        view.entered = null;
        release();
      });
  }
}
