import 'server-only';

/** Time source and sleeper of the client; tests inject virtual ones (e.g. driving the sandbox clock). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
