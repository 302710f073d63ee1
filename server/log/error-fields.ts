import 'server-only';
/**
 * An error as a log line may hold it: its type, a one-line message without SQL parameters or e-mail
 * addresses, the API's status, code and request id when it has them, and the stack's frames (never the
 * message again, which a database error fills with the query's parameters).
 */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  status?: number;
  operation?: string;
  upstreamRequestId?: string;
  stack?: string;
}

const emailLike = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;

/** The first line of a message, without what follows `params:` in a database error, e-mails masked, at most 300 characters. */
export function safeMessage(text: string): string {
  const line = (text.split('\n')[0] ?? '')
    .replace(/\bparams:.*$/i, 'params: [redacted]')
    .replace(emailLike, '[email]')
    .replace(/[\u0000-\u001f\u007f]/g, '?');
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

export function errorFields(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: safeMessage(String(error)) };
  // Drizzle wraps the driver's error as "Failed query: <sql>\nparams: <values>"; the cause says what went wrong.
  const inner = error.message.startsWith('Failed query:') && error.cause instanceof Error ? error.cause : error;
  const fields: LoggedError = { type: error.name, message: safeMessage(inner.message) };
  const extra = error as Error & { code?: unknown; status?: unknown; operationId?: unknown; requestId?: unknown };
  const innerCode = (inner as Error & { code?: unknown }).code;
  if (typeof extra.code === 'string') fields.code = extra.code;
  else if (typeof innerCode === 'string') fields.code = innerCode;
  if (typeof extra.status === 'number') fields.status = extra.status;
  if (typeof extra.operationId === 'string') fields.operation = extra.operationId;
  if (typeof extra.requestId === 'string') fields.upstreamRequestId = extra.requestId;
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  if (frames) fields.stack = frames;
  return fields;
}
