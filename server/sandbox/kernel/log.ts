import pino from 'pino';

/** What the sandbox writes to a log: the console's logger when embedded, its own JSON lines when standalone. */
export interface SandboxLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const holder = globalThis as typeof globalThis & { __sandboxLog?: SandboxLog };

/** The sandbox's log; pino JSON lines at LOG_LEVEL (default info) until setSandboxLog gives another. */
export function sandboxLog(): SandboxLog {
  holder.__sandboxLog ??= pino({
    level: process.env.LOG_LEVEL?.trim() || 'info',
    base: { service: 'partner-api-sandbox' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  return holder.__sandboxLog;
}

/** The embedded sandbox writes into the console's log (app/sandbox/[...path]/route.ts). */
export function setSandboxLog(log: SandboxLog): void {
  holder.__sandboxLog = log;
}

/** An unexpected error as a line: its type, first line and stack frames (never a request body). */
export function errorOf(error: unknown): { type: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).split('\n')[0] ?? '' };
  const stack = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  return { type: error.name, message: error.message.split('\n')[0] ?? '', stack };
}
