import 'server-only';
import { wordFieldErrors } from '@/server/i18n/word-field-errors';
import type { z } from 'zod';
import { queueAudit, type AuditEntry } from '@/server/audit/write-audit';
import { invalidInput, type ActionResult } from '@/server/auth/action-result';
import { requireActionUser } from '@/server/auth/guards';
import type { ConsoleRole, ConsoleUser } from '@/server/auth/roles';
import { isStudentNotFound, studentNotFoundResult } from '@/server/access/scope';
import { isPartnerApiError } from '@/server/partner';
import { ActionRefusal } from './action-refusal';
import { partnerFailure } from './partner-failure';

export type AuditDraft = Omit<AuditEntry, 'user' | 'requestId'> & { requestId?: string | null };

export interface ConsoleActionSpec<S extends z.ZodType, T> {
  /** Roles allowed to run the action; every signed-in role when omitted. */
  roles?: readonly ConsoleRole[];
  /** Open to a user who must still set up two-factor sign-in (the Account page's own actions). */
  beforeTwoFactor?: boolean;
  /** The input's shape: the shared `lib/` schema of the body, or a small wrapper around it. */
  schema: S;
  /**
   * The work. It refuses by throwing ActionRefusal (or StudentNotFoundError, or a Partner API error);
   * `audit` queues an entry that is written only when the work succeeds.
   */
  run: (input: z.infer<S>, user: ConsoleUser, audit: (entry: AuditDraft) => void) => Promise<T>;
}

/**
 * Runs one server action the console's way: checks the session and role, validates with zod `safeParse`,
 * runs the work, writes its audit entries, and answers `{ ok, data } | { ok: false, error, fieldErrors }`.
 * Every refusal reaches the person as a message (with the request id for the API's), never as a throw.
 */
export async function consoleAction<S extends z.ZodType, T>(
  spec: ConsoleActionSpec<S, T>,
  input: unknown,
): Promise<ActionResult<T>> {
  const auth = await requireActionUser(spec.roles, { beforeTwoFactor: spec.beforeTwoFactor });
  if (!auth.ok) return auth;
  const parsed = spec.schema.safeParse(input);
  if (!parsed.success) return wordFieldErrors(invalidInput(parsed.error));
  const audits: AuditDraft[] = [];
  try {
    const data = await spec.run(parsed.data, auth.user, (entry) => void audits.push(entry));
    for (const entry of audits) queueAudit({ ...entry, user: auth.user });
    return { ok: true, data };
  } catch (error) {
    return wordFieldErrors(refusalResult(error));
  }
}

/** The answer to a refusal thrown by an action's work; anything else is a fault and is thrown on. */
export function refusalResult(error: unknown): Extract<ActionResult<never>, { ok: false }> {
  if (error instanceof ActionRefusal) return error.toResult();
  if (isStudentNotFound(error)) return studentNotFoundResult();
  if (isPartnerApiError(error)) return partnerFailure(error);
  throw error;
}
