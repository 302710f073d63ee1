import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { PartnerClient } from '../client';
import type { OperationOptions } from './types';

/** Health and the API account (spec §4.1, docs/api-notes.md revokeToken). */
export function accountOperations(c: PartnerClient) {
  return {
    /** Liveness; no token and no budget. The body is not specified, so it is returned as it came. */
    health: (o: OperationOptions = {}) => c.raw('health', operations.health.answer, o),
    /** The account itself: validate-me answers without the envelope, so `data` is the account. */
    validateMe: (o: OperationOptions = {}) => c.raw('validateMe', operations.validateMe.answer, o),
    /** Revokes the bearer token of this very request; the next call signs a new one. */
    async revokeToken(o: OperationOptions = {}) {
      const result = await c.call('revokeToken', operations.revokeToken.answer, o);
      c.forgetToken();
      return result;
    },
  };
}
