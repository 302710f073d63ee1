import 'server-only';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { admitPageView } from './through-view-gate';

const PREFETCH_HEADER = 'next-router-prefetch';

/**
 * Admits the current request's page view for a person (server/fairness/through-view-gate.ts) and holds the turn
 * until Next reports the response's end. A router prefetch renders no more than the layouts; it must not take
 * the turn the person's real view needs.
 */
export async function admitThisPageView(personId: string): Promise<void> {
  if ((await headers()).get(PREFETCH_HEADER) === '1') return;
  await admitPageView(personId, after);
}
