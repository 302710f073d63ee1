import { checkPermission } from '@/lib/partner-api/permissions';
import type { Sandbox } from '../../kernel/sandbox';
import { createStudent, emailIndex } from '../register';
import { rowErrorMessages } from './import-check';
import { IMPORT_READABLE_MS, importDelayMs } from './import-config';
import type { ImportFailureCode, StoredImport } from './import-types';

const iso = (ms: number) => new Date(ms).toISOString();

/** Ends an import without registering anyone: every row skipped, failure set (spec §3). */
export function failImport(imp: StoredImport, code: ImportFailureCode, message: string, finishedAtMs: number): void {
  imp.status = code === 'cancelled' ? 'cancelled' : 'failed';
  imp.failure = { code, message };
  imp.registered = 0;
  for (const row of imp.rows) {
    row.status = 'skipped';
    delete row.studentId;
  }
  imp.finishedAt = iso(finishedAtMs);
  imp.expiresAt = iso(finishedAtMs + IMPORT_READABLE_MS);
}

/** Why the batch can no longer be registered as a whole, or null: the account's permission, then every address. */
function blockingReason(sandbox: Sandbox, imp: StoredImport): { code: ImportFailureCode; message: string } | null {
  const account = sandbox.accounts().find((a) => a._id === imp.accountId);
  if (!account || !account.isActive || !checkPermission(account.roles, account._id, 'student/create', 'core').allowed) {
    return { code: 'forbidden', message: 'The account may no longer register students.' };
  }
  const holders = emailIndex(sandbox);
  let rejected = 0;
  for (const row of imp.rows) {
    const holder = holders.get(row.email);
    if (!holder) continue;
    rejected++;
    row.error =
      holder.ownerAccountId === imp.accountId
        ? { code: 'email_taken_by_your_student', message: rowErrorMessages.takenByYours, studentId: holder._id }
        : { code: 'email_unavailable', message: rowErrorMessages.unavailable };
  }
  return rejected > 0
    ? { code: 'rows_rejected', message: `${rejected} row(s) can no longer be registered; nothing was registered.` }
    : null;
}

/** Registers every row in one step (spec §4.3 import rule 5): all or none, a welcome e-mail each. */
function finishImport(sandbox: Sandbox, imp: StoredImport, finishedAtMs: number): void {
  const reason = blockingReason(sandbox, imp);
  if (reason) return failImport(imp, reason.code, reason.message, finishedAtMs);
  for (const row of imp.rows) {
    const { email2: _email2, externalRef: _ref, ...fields } = row.input;
    const student = createStudent(sandbox, imp.accountId, fields, row.refs, undefined, iso(finishedAtMs));
    row.status = 'registered';
    row.studentId = student._id;
  }
  imp.status = 'succeeded';
  imp.registered = imp.total;
  imp.finishedAt = iso(finishedAtMs);
  imp.expiresAt = iso(finishedAtMs + IMPORT_READABLE_MS);
}

/**
 * The domain tick of imports (server/sandbox/README.md clock): queued -> running after SANDBOX_IMPORT_DELAY_MS on the
 * sandbox clock (later while a pause window lasts), running -> succeeded or failed after as long again;
 * imports past their 30 days of readability are dropped.
 */
export function processStudentImports(sandbox: Sandbox): void {
  const state = sandbox.state.students;
  if (!state || state.imports.length === 0) return;
  const nowMs = sandbox.now().getTime();
  const delay = importDelayMs();
  const pausedUntil = state.importPausedUntil ? Date.parse(state.importPausedUntil) : 0;
  let changed = false;
  for (const imp of state.imports) {
    if (imp.status === 'queued' && pausedUntil <= nowMs) {
      const dueMs = Math.max(Date.parse(imp.createdAt) + delay, pausedUntil);
      if (dueMs <= nowMs) {
        imp.status = 'running';
        imp.startedAt = iso(dueMs);
        changed = true;
      }
    }
    if (imp.status === 'running') {
      const dueMs = Date.parse(imp.startedAt!) + delay;
      if (dueMs <= nowMs) {
        finishImport(sandbox, imp, dueMs);
        changed = true;
      }
    }
  }
  const kept = state.imports.filter((i) => !i.expiresAt || Date.parse(i.expiresAt) >= nowMs);
  if (kept.length !== state.imports.length) {
    state.imports = kept;
    changed = true;
  }
  if (changed) sandbox.markDirty('students');
}
