import type { ServerSay } from '@/lib/i18n/server-says';
import 'server-only';
import type { ActionResult } from '@/server/auth/action-result';

type Failure = Extract<ActionResult<never>, { ok: false }>;

/**
 * THE refusal a server action's work throws when it will not do what was asked (not found, already done,
 * not yours, a field to fix): the runner (console-action.ts) answers it as `{ ok: false }` with this message,
 * status, field errors and details. Partner API errors and StudentNotFoundError are answered there too.
 */
export class ActionRefusal extends Error {
  constructor(
    message: string,
    readonly status: 401 | 403 | 404 | 409 | 422 | 429,
    readonly extra: { fieldErrors?: Record<string, string[]>; details?: Record<string, unknown>; say?: ServerSay } = {},
  ) {
    super(message);
    this.name = 'ActionRefusal';
  }

  /** A field to fix: "Check the highlighted fields." with the reason beside the field. */
  static field(field: string, reason: string): ActionRefusal {
    return new ActionRefusal('Check the highlighted fields.', 422, {
      fieldErrors: { [field]: [reason] },
      say: { key: 'checkFields' },
    });
  }

  toResult(): Failure {
    return {
      ok: false,
      error: {
        message: this.message,
        status: this.status,
        ...(this.extra.details ? { details: this.extra.details } : {}),
        ...(this.extra.say ? { say: this.extra.say } : {}),
      },
      ...(this.extra.fieldErrors ? { fieldErrors: this.extra.fieldErrors } : {}),
    };
  }
}
