import 'server-only';
import type { OperationId } from '@/lib/partner-api/operations';
import { isPartnerApiError, PartnerApiError } from './partner-api-error';
import { newRequestId } from './request-id';

export const budgetBusyCode = 'budget_busy';

/**
 * A call that would have waited longer than its policy's maxWaitMs for a place in the operation's rate
 * window. The console made it: nothing was sent, so the request id is the console's own.
 */
export function budgetBusyError(operationId: OperationId, retryAfterSeconds: number): PartnerApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new PartnerApiError({
    status: 503,
    code: budgetBusyCode,
    message: `The Partner API's limit for ${operationId} is used up for now; try again in ${retryAfter} s.`,
    requestId: newRequestId(),
    operationId,
    retryAfter,
  });
}

/** Whether the error is a call the console did not send because its rate window was busy beyond the call's wait. */
export function isBudgetBusy(error: unknown): error is PartnerApiError {
  return isPartnerApiError(error) && error.code === budgetBusyCode;
}
