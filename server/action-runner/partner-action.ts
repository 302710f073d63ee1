import 'server-only';
import type { z } from 'zod';
import type { ActionResult } from '@/server/auth/action-result';
import type { ConsoleRole, ConsoleUser } from '@/server/auth/roles';
import { requireStudentInScope } from '@/server/access/student-access';
import { isPartnerApiError, runAsActor } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { consoleAction, type AuditDraft } from './console-action';

export { partnerFailure } from './partner-failure';

export type AuditOf<T> = (data: T) => AuditDraft;

/** The student ids an input names (a `students` option of partnerAction, a read's `scope: { students }`). */
export type NamedStudents = string | readonly string[] | null | undefined;

/**
 * The one scope check of an operation that names students by id: for a coordinator each must be a student of
 * their schools (else StudentNotFoundError: a 404 "Student not found.", exactly as an unknown one); nothing for
 * admin and support (the API answers 404 for a student not theirs). Run as the user (the request log names them).
 */
export async function requireNamedStudentsInScope(user: ConsoleUser, named: NamedStudents): Promise<void> {
  for (const studentId of namedStudentIds(named)) await requireStudentInScope(user, studentId);
}

function namedStudentIds(named: NamedStudents): readonly string[] {
  return typeof named === 'string' ? [named] : (named ?? []);
}

export interface PartnerActionSpec<S extends z.ZodType, T> {
  /** Roles allowed to run the action; every signed-in role when omitted. */
  roles?: readonly ConsoleRole[];
  /** The input's shape: the shared `lib/` schema of the body, or a small wrapper around it. */
  schema: S;
  /**
   * The students the input names by id. Each is checked before `run`: for a coordinator, a student outside
   * their schools answers exactly as an unknown one (404 "Student not found.").
   */
  students?: (input: z.infer<S>) => NamedStudents;
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
 * A server action that works with the Partner API, on consoleAction (session, role, `safeParse`, audit, one
 * refusal shape): a coordinator is kept to their schools' students (`students`), the API is called as the
 * signed-in user, and the stored copies the write changes are invalidated, on success and on a refusal.
 */
export async function partnerAction<S extends z.ZodType, T>(
  spec: PartnerActionSpec<S, T>,
  input: unknown,
): Promise<ActionResult<T>> {
  return consoleAction(
    {
      roles: spec.roles,
      schema: spec.schema,
      run: async (checked: z.infer<S>, user, audit) => {
        const named = spec.students?.(checked);
        const namedIds = namedStudentIds(named);
        const invalidateCopies = (data: T | undefined) =>
          getReadModel().invalidate([...namedIds, ...(spec.changes?.(checked, data) ?? [])]);
        try {
          const data = await runAsActor({ id: user.id, email: user.email }, async () => {
            await requireNamedStudentsInScope(user, named);
            return spec.run(checked, user);
          });
          if (spec.audit) {
            await invalidateCopies(data);
            audit(spec.audit(data));
          }
          return data;
        } catch (error) {
          // A write the API refuses says the copy the person acted on may be out of date.
          if (
            spec.audit &&
            isPartnerApiError(error) &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 429
          ) {
            await invalidateCopies(undefined);
          }
          throw error;
        }
      },
    },
    input,
  );
}
