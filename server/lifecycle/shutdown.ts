import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { closeDb } from '@/server/db/client';

const log = componentLogger('lifecycle');

/**
 * Graceful stop of the server process on SIGINT (Ctrl-C) and SIGTERM: the background workers stop after
 * their current step, then the database is checkpointed and closed (PGlite has no real crash recovery),
 * then the process exits with the signal's conventional code (130 or 143).
 */
type Signal = 'SIGINT' | 'SIGTERM';

interface Worker {
  name: string;
  stop(): Promise<void>;
}

interface ShutdownState {
  workers: Worker[];
  installed: boolean;
  running: Promise<void> | null;
}

const holder = globalThis as typeof globalThis & { __consoleShutdown?: ShutdownState };
const state = () => (holder.__consoleShutdown ??= { workers: [], installed: false, running: null });

/** How long the workers get to finish their current step before the database is closed under them. */
export const workerGraceMs = 8_000;

/** A background worker to stop, before the database closes, when the process is asked to stop. */
export function onShutdown(name: string, stop: () => Promise<void>): void {
  state().workers.push({ name, stop });
}

/** Stops the workers (waiting up to graceMs), then checkpoints and closes the database. Runs once. */
export function shutdown(graceMs = workerGraceMs): Promise<void> {
  const s = state();
  s.running ??= (async () => {
    const workers = s.workers.splice(0);
    await Promise.all(workers.map((w) => stopWithin(w, graceMs)));
    await closeDb({ final: true });
  })();
  return s.running;
}

async function stopWithin(worker: Worker, graceMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
  try {
    const outcome = await Promise.race([worker.stop().then(() => 'stopped' as const), late]);
    // Its next write then fails on the closed database; the work resumes from the stored progress at the next start.
    if (outcome === 'late')
      log.warn(
        { worker: worker.name, graceSeconds: graceMs / 1000 },
        'a worker did not stop in time; closing the database anyway',
      );
  } catch (error) {
    log.error({ err: error, worker: worker.name }, 'stopping a worker failed');
  } finally {
    clearTimeout(timer);
  }
}

const exitCodes: Record<Signal, number> = { SIGINT: 130, SIGTERM: 143 };

/**
 * Makes SIGINT and SIGTERM run shutdown() before the process exits.
 *
 * `next start` (Next 16, next/dist/server/lib/start-server.js) registers its own listeners unless
 * NEXT_MANUAL_SIG_HANDLE is set: they close the HTTP server and then call process.exit(), which would cut
 * the database's close short. Our launchers (scripts/demo.mjs, scripts/e2e-server.mjs) set the variable;
 * for a plain `next start`, the listeners found here run only once the database is closed.
 */
export function installShutdownHandlers(): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const deferred = process.listeners(signal);
    for (const listener of deferred) process.off(signal, listener);
    process.on(signal, () => {
      if (s.running) return; // a second Ctrl-C, or the terminal's SIGINT plus the launcher's SIGTERM
      log.info({ signal }, 'stopping: background work, then the database');
      void shutdown()
        .catch((error: unknown) => {
          log.error({ err: error }, 'the database did not close cleanly');
          process.exitCode = 1;
        })
        .finally(() => {
          log.info('stopped');
          const code = Number(process.exitCode) || exitCodes[signal];
          if (!deferred.length) process.exit(code);
          for (const listener of deferred) (listener as (signal: Signal) => void)(signal);
          // Next waits for open connections before it exits; the database is closed, so do not wait long.
          setTimeout(() => process.exit(code), 5_000).unref();
        });
    });
  }
}
