import { nextView, seededRandom, type Random } from './page-kinds';
import type { SignedInPerson } from './people';
import type { SiteTargets } from './site-targets';
import { timedView, type View } from './timed-view';

export interface BrowseSettings {
  baseUrl: string;
  /** No view starts after this instant (Date.now()); views under way finish. */
  until: number;
  thinkSeconds: number;
  viewTimeoutMs: number;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A think time drawn from 0.5× to 1.5× the mean. */
// Uniform from 0 to twice the mean: the default 0.5 s gives the "0–1 s between views".
const thinkMs = (settings: BrowseSettings, random: Random) => settings.thinkSeconds * 1000 * 2 * random();

/**
 * One person browsing until `until`: a page of a random kind with a real id they may open, read to the end,
 * then a short think. They start after a random part of a think, so that people do not move in lockstep.
 */
export async function browse(
  person: SignedInPerson,
  targets: SiteTargets,
  seed: number,
  settings: BrowseSettings,
): Promise<View[]> {
  const random = seededRandom(seed);
  const views: View[] = [];
  await sleep(random() * thinkMs(settings, random));
  while (Date.now() < settings.until) {
    views.push(
      await timedView(settings.baseUrl, person.cookie, person.email, nextView(targets, random), settings.viewTimeoutMs),
    );
    await sleep(Math.min(thinkMs(settings, random), Math.max(0, settings.until - Date.now())));
  }
  return views;
}
