import 'server-only';
import type { z } from 'zod';
import { partnerAction, type PartnerActionSpec } from '@/server/action-runner/partner-action';
import type { ActionResult } from '@/server/auth/action-result';

/**
 * An expected refusal of an import action (not found, already started, rows incomplete): told to the user.
 * `details` goes to the answer's `error.details` (refused rows: `{ rows: [{ row, field, message }] }`).
 */
export class ImportRefusal extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409 | 422,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** partnerAction, with ImportRefusal answered as `{ ok: false }` instead of thrown. */
export async function importAction<S extends z.ZodType, T>(spec: PartnerActionSpec<S, T>, input: unknown): Promise<ActionResult<T>> {
  try {
    return await partnerAction(spec, input);
  } catch (error) {
    if (error instanceof ImportRefusal) {
      return { ok: false, error: { message: error.message, status: error.status, ...(error.details ? { details: error.details } : {}) } };
    }
    throw error;
  }
}
