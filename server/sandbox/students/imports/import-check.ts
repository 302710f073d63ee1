import type { StudentImportRow } from '@/lib/partner-api/student-rules/body-schemas';
import type { Sandbox } from '../../kernel/sandbox';
import { SandboxError } from '../../kernel/errors';
import { resolveReferences } from '../references';
import { emailIndex } from '../register';
import { IMPORT_CHECK_CHUNK, IMPORT_CHECK_TIMEOUT_MS, importMessages } from './import-config';
import type { RejectedRow, ResolvedRefs } from './import-types';

export const rowErrorMessages = {
  duplicate: (first: number) => `The same email is in row ${first}.`,
  takenByYours: 'One of your students already has this email.',
  unavailable: 'This email cannot be registered.',
} as const;

export interface BatchCheck {
  rejected: RejectedRow[];
  refs: ResolvedRefs[];
}

/** One batch checked per server at a time (spec §8): the sandboxes whose batch is being checked now. */
const checking = new WeakSet<Sandbox>();

/** How the check yields between chunks; an object so a test can hold a check half-way. */
export const checkPacing = {
  pause: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
};

export function isCheckingBatch(sandbox: Sandbox): boolean {
  return checking.has(sandbox);
}

/**
 * The email and reference checks of every row of a batch whose field rules passed (spec §4.3 import
 * rules 1-2): duplicate in the request, address held by one of your students or by anyone, and every
 * country, grade, city and school. Works in chunks, yielding between them, so the server stays
 * responsive; a second batch arriving meanwhile answers 503.
 */
export async function checkBatch(
  sandbox: Sandbox,
  accountId: string,
  rows: readonly StudentImportRow[],
): Promise<BatchCheck> {
  if (checking.has(sandbox))
    throw new SandboxError(503, 'service_unavailable', importMessages.busy, { reason: 'busy' }, { 'Retry-After': '1' });
  checking.add(sandbox);
  try {
    const started = Date.now();
    const rejected: RejectedRow[] = [];
    const refs: ResolvedRefs[] = [];
    const firstRowOf = new Map<string, number>();
    const holders = emailIndex(sandbox);
    for (let row = 0; row < rows.length; row++) {
      if (row > 0 && row % IMPORT_CHECK_CHUNK === 0) {
        await checkPacing.pause();
        if (Date.now() - started > IMPORT_CHECK_TIMEOUT_MS)
          throw new SandboxError(503, 'service_unavailable', importMessages.slow, undefined, { 'Retry-After': '30' });
      }
      const input = rows[row]!;
      const first = firstRowOf.get(input.email);
      if (first !== undefined) {
        rejected.push({
          row,
          property: 'email',
          code: 'duplicate_in_request',
          message: rowErrorMessages.duplicate(first),
          duplicateOf: first,
        });
      } else {
        firstRowOf.set(input.email, row);
        const holder = holders.get(input.email);
        if (holder?.ownerAccountId === accountId) {
          rejected.push({
            row,
            property: 'email',
            code: 'email_taken_by_your_student',
            message: rowErrorMessages.takenByYours,
            studentId: holder._id,
          });
        } else if (holder) {
          rejected.push({ row, property: 'email', code: 'email_unavailable', message: rowErrorMessages.unavailable });
        }
      }
      const { resolved, problems } = resolveReferences(sandbox.state.reference, input);
      for (const p of problems)
        rejected.push({ row, property: p.field, code: 'unknown_reference', message: p.message });
      refs.push(resolved as ResolvedRefs);
    }
    return { rejected, refs };
  } finally {
    checking.delete(sandbox);
  }
}
