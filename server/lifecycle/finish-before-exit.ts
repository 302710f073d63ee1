import 'server-only';
import { componentLogger } from '@/server/log/logger';

/**
 * For short command-line scripts that hold the database (db:migrate, user:create): Ctrl-C or SIGTERM lets
 * the work in hand finish and the database close, instead of stopping in the middle of a write; the
 * script then ends with the signal's code.
 */
export function finishBeforeExit(what: string): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      componentLogger('lifecycle').info({ signal }, `finishing ${what} and closing the database first`);
      process.exitCode ||= code;
    });
  }
}
