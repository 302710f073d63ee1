import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { errorFields } from './error-fields';
import { redactLine } from './redaction';
import { currentRequest } from './request-context';

export type { Logger } from 'pino';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** LOG_LEVEL (checked at start-up by server/env.ts); info when unset or unknown. */
export function logLevelFromEnv(value = process.env.LOG_LEVEL): LogLevel {
  const level = value?.trim().toLowerCase();
  return (logLevels as readonly string[]).includes(level ?? '') ? (level as LogLevel) : 'info';
}

/**
 * The options of the console's one logger: JSON lines with `time` as an ISO string, the level as a word, the
 * request's id and user (from the request context; server/log/http-hook.ts) on every line written during a
 * request, errors through `errorFields`, and the redaction of server/log/redaction.ts.
 */
/** Fields the serializers below turn into their own fixed, safe fields (errorFields). */
const serialized: ReadonlySet<string> = new Set(['err', 'error']);

export function loggerOptions(level: LogLevel = logLevelFromEnv()): LoggerOptions {
  return {
    level,
    base: { service: 'partner-console', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: (line) => redactLine(line, serialized) },
    messageKey: 'msg',
    errorKey: 'err',
    serializers: { err: errorFields, error: errorFields },
    mixin() {
      const request = currentRequest();
      if (!request) return {};
      return request.userId ? { reqId: request.requestId, userId: request.userId } : { reqId: request.requestId };
    },
  };
}

/** In development only, lines are made readable by pino-pretty (a dev dependency) when it is installed. */
function prettyStream(): DestinationStream | undefined {
  if (process.env.NODE_ENV !== 'development' || process.env.LOG_FORMAT === 'json') return undefined;
  try {
    const load = createRequire(path.join(process.cwd(), 'package.json'));
    const pretty = load('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' });
  } catch {
    return undefined;
  }
}

const holder = globalThis as typeof globalThis & { __consoleLogger?: Logger };

/** The process's one logger; components take a child: `logger.child({ component: 'imports' })`. */
export function getLogger(): Logger {
  holder.__consoleLogger ??= pino(loggerOptions(), prettyStream() ?? pino.destination({ sync: true }));
  return holder.__consoleLogger;
}

/** A component's logger, resolved on each use so that tests may replace the root (setLoggerForTests). */
export function componentLogger(component: string): Logger {
  const cache = new WeakMap<Logger, Logger>();
  return new Proxy({} as Logger, {
    get(_target, key) {
      const root = getLogger();
      let child = cache.get(root);
      if (!child) cache.set(root, (child = root.child({ component })));
      const value = child[key as keyof Logger];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(child) : value;
    },
  });
}

/** For tests: log into `destination` (and back to stdout with none). */
export function setLoggerForTests(destination?: DestinationStream, level: LogLevel = 'trace'): void {
  if (destination) holder.__consoleLogger = pino(loggerOptions(level), destination);
  else delete holder.__consoleLogger;
}
