import 'server-only';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ActionResult } from '@/server/auth/action-result';
import type { ConsoleUser } from '@/server/auth/roles';
import { isPartnerApiError, runAsActor } from '@/server/partner';
import { getAccountPermissions, type AccountPermissions } from '@/server/partner-permissions/account-permissions';

/**
 * The partner account for a page: validate-me (cached 60 s) run as the signed-in user, so the request
 * log names them. A Partner API failure comes back with its explanation and request id, never thrown.
 */
export async function loadAccountPermissions(
  user: Pick<ConsoleUser, 'id' | 'email'>,
): Promise<ActionResult<AccountPermissions>> {
  try {
    return { ok: true, data: await runAsActor({ id: user.id, email: user.email }, getAccountPermissions) };
  } catch (error) {
    if (isPartnerApiError(error)) return partnerFailure(error);
    throw error;
  }
}
