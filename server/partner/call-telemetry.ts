import 'server-only';
import type { OperationId } from '@/lib/partner-api/operations';
import { componentLogger } from '@/server/log/logger';
import { metrics } from '@/server/metrics/registry';
import type { CallPriority } from './budget-queue';

const log = componentLogger('partner');

export interface ObservedCall {
  operation: OperationId;
  method: string;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  errorCode: string | null;
  durationMs: number;
  /** The id we sent in X-Request-Id. */
  requestId: string;
  /** The id the API answered with (the one to give the API's support). */
  upstreamRequestId: string;
  attempt: number;
}

/**
 * One upstream answer in the metrics and the log: a debug line when it succeeded; when it did not (status, the API's
 * code, both request ids; never the path's values, the token or a body), a warning if an operator may have to act
 * (no answer, 5xx, 429, 401, 403) and an info line for the API's ordinary refusals (404, 409, 400, 422: an unknown
 * student, an organization without group challenges, a refused write), which the pages answer themselves.
 */
export function observeCall(call: ObservedCall): void {
  const m = metrics();
  m.upstreamCalls.inc({ operation: call.operation, status: String(call.status) });
  m.upstreamDuration.observe({ operation: call.operation }, call.durationMs / 1000);
  if (call.status === 429) m.upstream429.inc({ operation: call.operation });
  const fields = {
    operation: call.operation,
    method: call.method,
    status: call.status,
    durationMs: call.durationMs,
    apiRequestId: call.requestId,
    upstreamRequestId: call.upstreamRequestId,
    attempt: call.attempt,
  };
  if (call.status >= 200 && call.status < 300) log.debug(fields, 'partner api call');
  else if (operatorMayAct(call.status)) log.warn({ ...fields, code: call.errorCode }, 'partner api call failed');
  else log.info({ ...fields, code: call.errorCode }, 'partner api call failed');
}

const operatorMayAct = (status: number): boolean =>
  status === 0 || status >= 500 || status === 429 || status === 401 || status === 403;

/** How long a call waited for its place in the rate window. */
export function observeBudgetWait(operation: OperationId, priority: CallPriority, waitedMs: number): void {
  metrics().budgetWait.observe({ operation, priority }, waitedMs / 1000);
}

/** A call given up unsent: no place within its longest wait. */
export function observeBudgetBusy(operation: OperationId): void {
  metrics().budgetBusy.inc({ operation });
}
