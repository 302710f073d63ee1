import 'server-only';
import { z } from 'zod';
import type { ActionResult } from '@/server/auth/action-result';
import { requireActionUser } from '@/server/auth/guards';
import type { ConsoleRole, ConsoleUser } from '@/server/auth/roles';
import { writeAudit, type AuditEntry } from '@/server/audit/write-audit';
import { isStudentNotFound, studentNotFoundResult } from '@/server/directory/scope';
import { requireStudentInScope } from '@/server/directory/student-access';
import { isPartnerApiError, runAsActor, type PartnerApiError } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { explainPartnerError } from './explain-partner-error';

export type AuditOf<T> = (data: T) => Omit<AuditEntry, 'user' | 'requestId'> & { requestId?: string | null };

export interface PartnerActionSpec<S extends z.ZodType, T> {
  /** Roles allowed to run the action; every signed-in role when omitted. */
  roles?: readonly ConsoleRole[];
  /** The input's shape: the shared `lib/` schema of the body, or a small wrapper around it. */
  schema: S;
  /**
   * The students the input names by id. Each is checked before `run`: for a coordinator, a student outside
   * their schools answers exactly as an unknown one (404 "Student not found.").
   */
  students?: (input: z.infer<S>) => string | readonly string[] | null | undefined;
  /** The work: Partner API calls made here are logged under the signed-in user. */
  run: (input: z.infer<S>, user: ConsoleUser) => Promise<T>;
  /** For actions that change something: the audit entry, written only on success. */
  audit?: AuditOf<T>;
  /**
   * Records (students, groups, organizations) whose stored copies (server/read-model) this write changes,
   * besides the students `students` names: their pages read the API again instead of showing a copy from
   * before the change. Also asked, without `data`, when the API refuses the write: a refusal says the copy
   * the person acted on may be out of date.
   */
  changes?: (input: z.infer<S>, data: T | undefined) => readonly string[];
}

/**
 * Runs one server action the console's way (docs/architecture.md): checks the session and role, validates with
 * zod `safeParse`, keeps a coordinator to their schools' students, calls the Partner API as the signed-in user, writes the audit log, and answers
 * `{ ok, data } | { ok: false, error, fieldErrors }`. A Partner API error becomes a message that says
 * what happened and what to do, with the request id; it is never thrown to the client.
 */
export async function partnerAction<S extends z.ZodType, T>(spec: PartnerActionSpec<S, T>, input: unknown): Promise<ActionResult<T>> {
  const auth = await requireActionUser(spec.roles);
  if (!auth.ok) return auth;
  const parsed = spec.schema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: { message: 'Check the highlighted fields.', status: 422 }, fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const user = auth.user;
  const named = spec.students?.(parsed.data) ?? [];
  const namedIds = typeof named === 'string' ? [named] : named;
  const invalidateCopies = (data: T | undefined) => getReadModel().invalidate([...namedIds, ...(spec.changes?.(parsed.data, data) ?? [])]);
  try {
    const data = await runAsActor({ id: user.id, email: user.email }, async () => {
      for (const studentId of namedIds) await requireStudentInScope(user, studentId);
      return spec.run(parsed.data, user);
    });
    if (spec.audit) {
      await invalidateCopies(data);
      await writeAudit({ ...spec.audit(data), user });
    }
    return { ok: true, data };
  } catch (error) {
    if (isStudentNotFound(error)) return studentNotFoundResult();
    if (isPartnerApiError(error)) {
      if (spec.audit && error.status >= 400 && error.status < 500 && error.status !== 429) {
        await invalidateCopies(undefined);
      }
      return partnerFailure(error);
    }
    throw error;
  }
}

export function partnerFailure(error: PartnerApiError): { ok: false; error: ActionResultError; fieldErrors?: Record<string, string[]> } {
  const explained = explainPartnerError(error);
  return {
    ok: false,
    error: { message: explained.message, status: error.status, requestId: error.requestId, code: error.code, details: error.details },
    ...(explained.field ? { fieldErrors: { [explained.field]: [error.message] } } : {}),
  };
}

type ActionResultError = Extract<ActionResult<never>, { ok: false }>['error'];

function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
