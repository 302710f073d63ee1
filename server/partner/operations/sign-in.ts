import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { SignInLinkBody } from '@/lib/partner-api/student-rules/request-rules';
import type { PartnerClient } from '../client';
import type { OperationOptions, OrgScope } from './types';

/** Sign-in links (spec §4.4): single use, 120 seconds; the url is opaque and never logged. */
export function signInOperations(c: PartnerClient) {
  return {
    createSignInLink: ({ organizationId }: OrgScope, body: SignInLinkBody, o: OperationOptions = {}) =>
      c.call('createSignInLink', operations.createSignInLink.answer, { params: { organizationId }, body, ...o }),
  };
}
