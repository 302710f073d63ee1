import 'server-only';
import { z } from 'zod';
import type { ServerSay } from '@/lib/i18n/server-says';

export interface ActionError {
  message: string;
  /** 401 signed out, 403 role, 404, 409 conflict, 422 invalid input, or the Partner API's status. */
  status?: number;
  /** The Partner API's request id, shown with a copy button. */
  requestId?: string | null;
  /** The Partner API's `error.code`, to decide on (never on the message). */
  code?: string;
  /** The Partner API's `error.details` (e.g. a group challenge refusal's `reason`). */
  details?: Record<string, unknown>;
  /** The message as a catalog key, for the reader's browser to say in their language (`message` is English). */
  say?: ServerSay;
}

/** What every server action answers; expected failures are never thrown to the client. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; error: ActionError; fieldErrors?: Record<string, string[] | undefined> };

/**
 * A refusal of input that failed its schema: each field's messages, keyed by the field's path (`rows.3.email`;
 * `form` for the input as a whole). The one field-error shape of every action.
 */
export function invalidInput(error: z.ZodError): Extract<ActionResult<never>, { ok: false }> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues)
    (fieldErrors[issue.path.map(String).join('.') || 'form'] ??= []).push(issue.message);
  return {
    ok: false,
    error: { message: 'Check the highlighted fields.', status: 422, say: { key: 'checkFields' } },
    fieldErrors,
  };
}
