import type { ServerSay } from '@/lib/i18n/server-says';

/** The failure half of a server action's answer, as the browser receives it. */
export interface ActionFailure {
  message: string;
  status?: number;
  requestId?: string | null;
  code?: string;
  details?: Record<string, unknown>;
  /** The message as a catalog key (lib/i18n/server-says.ts); `message` is its English. */
  say?: ServerSay;
}

export type ActionAnswer<T> = { ok: true; data: T } | { ok: false; error: ActionFailure };

/** Thrown by query functions so that TanStack Query's `error` carries the request id. */
export class ActionQueryError extends Error implements ActionFailure {
  readonly status?: number;
  readonly requestId?: string | null;
  readonly code?: string;
  readonly details?: Record<string, unknown>;
  readonly say?: ServerSay;

  constructor(failure: ActionFailure) {
    super(failure.message);
    this.name = 'ActionQueryError';
    this.status = failure.status;
    this.requestId = failure.requestId;
    this.code = failure.code;
    this.details = failure.details;
    this.say = failure.say;
  }
}

/** Turns a server action's `{ ok, data } | { ok: false, error }` into data, or throws an ActionQueryError. */
export async function unwrapAction<T>(answer: Promise<ActionAnswer<T>>): Promise<T> {
  const result = await answer;
  if (result.ok) return result.data;
  throw new ActionQueryError(result.error);
}
