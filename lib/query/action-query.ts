/** The failure half of a server action's answer, as the browser receives it. */
export interface ActionFailure {
  message: string;
  status?: number;
  requestId?: string | null;
  code?: string;
  details?: Record<string, unknown>;
}

export type ActionAnswer<T> = { ok: true; data: T } | { ok: false; error: ActionFailure };

/** Thrown by query functions so that TanStack Query's `error` carries the request id. */
export class ActionQueryError extends Error implements ActionFailure {
  readonly status?: number;
  readonly requestId?: string | null;
  readonly code?: string;
  readonly details?: Record<string, unknown>;

  constructor(failure: ActionFailure) {
    super(failure.message);
    this.name = 'ActionQueryError';
    this.status = failure.status;
    this.requestId = failure.requestId;
    this.code = failure.code;
    this.details = failure.details;
  }
}

/** Turns a server action's `{ ok, data } | { ok: false, error }` into data, or throws an ActionQueryError. */
export async function unwrapAction<T>(answer: Promise<ActionAnswer<T>>): Promise<T> {
  const result = await answer;
  if (result.ok) return result.data;
  throw new ActionQueryError(result.error);
}
