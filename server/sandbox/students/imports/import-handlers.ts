import { createHash } from 'node:crypto';
import { paginationParams } from '@/lib/partner-api/pagination';
import { importProblemMessage, validateImportBody } from '@/lib/partner-api/student-rules/import-rules';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { SandboxError, badRequest, conflict, notFound } from '../../kernel/errors';
import type { OperationHandlers } from '../../kernel/types';
import { checkBatch } from './import-check';
import { IMPORT_IDEMPOTENCY_MS, importMessages } from './import-config';
import { rejectBatch } from './import-rejection';
import type { StoredImport } from './import-types';
import { importView, isReadable } from './import-view';

const location = (baseUrl: string, importId: string) => `${baseUrl}/student/import/${importId}`;

/** POST /v1/student/import and GET /v1/student/import/{importId} (spec §4.3, §7 rule 7, §8). */
export const importHandlers: OperationHandlers = {
  async createStudentImport({ sandbox, account, body, baseUrl }) {
    const validation = validateImportBody(body);
    if (!validation.ok) {
      const first = validation.problems[0]!;
      const rows = validation.problems
        .filter((p) => p.row !== null)
        .map((p) => ({ row: p.row, property: p.field, code: p.code, message: p.message }));
      const problems = validation.problems
        .filter((p) => p.row === null)
        .map(({ field, message }) => ({ field, message }));
      throw badRequest(importProblemMessage(first), rows.length > 0 ? { rows } : { problems });
    }
    const { students, clientReference } = validation.value;
    const state = sandbox.state.students;
    const nowMs = sandbox.now().getTime();

    const rowsKey = createHash('sha256').update(JSON.stringify(students)).digest('hex');
    const same = state.imports.find(
      (i) =>
        i.accountId === account._id && i.rowsKey === rowsKey && nowMs - Date.parse(i.createdAt) < IMPORT_IDEMPOTENCY_MS,
    );
    if (same) {
      return {
        status: 202,
        message: importMessages.repeated,
        data: importView(same).record,
        headers: { Location: location(baseUrl, same._id) },
      };
    }
    if (state.imports.some((i) => i.accountId === account._id && (i.status === 'queued' || i.status === 'running'))) {
      throw conflict(importMessages.unfinished);
    }
    const pausedUntil = state.importPausedUntil ? Date.parse(state.importPausedUntil) : 0;
    if (pausedUntil > nowMs) {
      const retryAfter = String(Math.ceil((pausedUntil - nowMs) / 1000));
      throw new SandboxError(
        503,
        'service_unavailable',
        importMessages.paused,
        { reason: 'paused' },
        { 'Retry-After': retryAfter },
      );
    }

    const { rejected, refs } = await checkBatch(sandbox, account._id, students);
    if (rejected.length > 0)
      throw rejectBatch(
        sandbox,
        account._id,
        rejected,
        students.map((s) => s.email),
      );
    // Checking yielded to other requests: an import of this account may have been accepted meanwhile.
    if (state.imports.some((i) => i.accountId === account._id && (i.status === 'queued' || i.status === 'running'))) {
      throw conflict(importMessages.unfinished);
    }

    const imp: StoredImport = {
      _id: sandbox.newId(),
      accountId: account._id,
      status: 'queued',
      total: students.length,
      registered: 0,
      ...(clientReference !== undefined ? { clientReference } : {}),
      rowsKey,
      rows: students.map((input, row) => ({
        row,
        email: input.email,
        ...(input.externalRef !== undefined ? { externalRef: input.externalRef } : {}),
        status: 'pending' as const,
        input,
        refs: refs[row]!,
      })),
      createdAt: sandbox.now().toISOString(),
    };
    state.imports.push(imp);
    sandbox.markDirty('students');
    return {
      status: 202,
      message: importMessages.accepted,
      data: importView(imp).record,
      headers: { Location: location(baseUrl, imp._id) },
    };
  },

  getStudentImport({ sandbox, account, params, query }) {
    const importId = params.importId ?? '';
    if (!isObjectId(importId)) throw badRequest('importId must be a mongodb id');
    const imp = sandbox.state.students.imports.find((i) => i._id === importId && i.accountId === account._id);
    if (!imp || !isReadable(imp, sandbox.now())) throw notFound(importMessages.notFound);
    const { record, pagination } = importView(imp, paginationParams(query));
    return { message: importMessages.fetched, data: record, pagination };
  },
};
