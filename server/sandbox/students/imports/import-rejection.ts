import { createHash } from 'node:crypto';
import { SandboxError } from '../../kernel/errors';
import type { Sandbox } from '../../kernel/sandbox';
import { UNAVAILABLE_ROWS_SHOWN_LIMIT, importMessages } from './import-config';
import type { RejectedRow } from './import-types';

/**
 * The 422 of a batch with faulty rows (spec §4.3 import rule 2, §7 rule 7): `details.rows` lists every
 * faulty row. When the only problems are unavailable addresses and the account has already been shown
 * those rows `UNAVAILABLE_ROWS_SHOWN_LIMIT` times that (UTC, sandbox-clock) day, the list is left out
 * and only counted (`details.rowsOmitted`), so that the operation cannot be used to probe addresses.
 */
export function rejectBatch(
  sandbox: Sandbox,
  accountId: string,
  rejected: RejectedRow[],
  emails: readonly string[],
): SandboxError {
  const faultyRows = [...new Set(rejected.map((r) => r.row))];
  const onlyUnavailable = rejected.every((r) => r.code === 'email_unavailable');
  if (onlyUnavailable) {
    const state = sandbox.state.students;
    const day = sandbox.now().toISOString().slice(0, 10);
    const addresses = faultyRows.map((row) => emails[row] ?? '').sort();
    const key = `${accountId}:${day}:${createHash('sha256').update(addresses.join('\n')).digest('hex').slice(0, 32)}`;
    const shown = state.importRowsShown[key] ?? 0;
    pruneOtherDays(state.importRowsShown, day);
    if (shown >= UNAVAILABLE_ROWS_SHOWN_LIMIT) {
      sandbox.markDirty('students');
      return new SandboxError(422, 'unprocessable_entity', importMessages.rejected, { rowsOmitted: faultyRows.length });
    }
    state.importRowsShown[key] = shown + 1;
    sandbox.markDirty('students');
  }
  return new SandboxError(422, 'unprocessable_entity', importMessages.rejected, {
    rows: rejected,
    faultyRowCount: faultyRows.length,
  });
}

/** Counts of earlier days no longer matter. */
function pruneOtherDays(shown: Record<string, number>, day: string) {
  for (const key of Object.keys(shown)) if (key.split(':')[1] !== day) delete shown[key];
}
