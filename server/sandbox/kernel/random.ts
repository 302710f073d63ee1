import type { KernelState } from './kernel-state';

/** mulberry32 over a persisted state (the kernel's, or a seed's own): the same seed gives the same sequence. */
export function nextRandom(source: Pick<KernelState, 'rngState'>): number {
  source.rngState = (source.rngState + 0x6d2b79f5) >>> 0;
  let t = source.rngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const ID_BASE = 0x65a0_0000;

/**
 * 24 lower-case hex characters: 8 from a counter (so ids increase in creation order, like ObjectIds)
 * and 16 from the random source.
 */
export function nextId(kernel: KernelState): string {
  const counter = (ID_BASE + kernel.idCounter++) >>> 0;
  const hex8 = (n: number) => n.toString(16).padStart(8, '0');
  return (
    hex8(counter) +
    hex8(Math.floor(nextRandom(kernel) * 0x1_0000_0000)) +
    hex8(Math.floor(nextRandom(kernel) * 0x1_0000_0000))
  );
}
