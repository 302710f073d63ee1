import 'server-only';
import { z } from 'zod';
import { apiAccountSchema } from '@/lib/partner-api/schemas/account';
import type { PartnerClient } from '../client';
import type { OperationOptions } from './types';

const anyAnswer = z.unknown();

/** Health and the API account (spec §4.1, DESIGN §5 revokeToken). */
export function accountOperations(c: PartnerClient) {
  return {
    /** Liveness; no token and no budget. The body is not specified, so it is returned as it came. */
    health: (o: OperationOptions = {}) => c.raw('health', anyAnswer, o),
    /** The account itself: validate-me answers without the envelope, so `data` is the account. */
    validateMe: (o: OperationOptions = {}) => c.raw('validateMe', apiAccountSchema, o),
    /** Revokes the bearer token of this very request; the next call signs a new one. */
    async revokeToken(o: OperationOptions = {}) {
      const result = await c.call('revokeToken', anyAnswer, o);
      c.forgetToken();
      return result;
    },
  };
}
