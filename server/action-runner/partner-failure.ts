import 'server-only';
import type { ActionResult } from '@/server/auth/action-result';
import type { PartnerApiError } from '@/server/partner';
import { explainPartnerError } from './explain-partner-error';

/** A Partner API error as a person reads it: what happened and what to do, the status, code and request id. */
export function partnerFailure(error: PartnerApiError): {
  ok: false;
  error: ActionResultError;
  fieldErrors?: Record<string, string[]>;
} {
  const explained = explainPartnerError(error);
  return {
    ok: false,
    error: {
      message: explained.message,
      status: error.status,
      requestId: error.requestId,
      code: error.code,
      details: error.details,
      say: explained.say,
    },
    ...(explained.field ? { fieldErrors: { [explained.field]: [error.message] } } : {}),
  };
}

type ActionResultError = Extract<ActionResult<never>, { ok: false }>['error'];
