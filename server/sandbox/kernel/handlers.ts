import type { SandboxRuntime } from './create-sandbox';
import type { OperationHandlers } from './types';

/** Health and the account operations (spec §4.1, docs/api-notes.md revokeToken). */
export const kernelHandlers: OperationHandlers = {
  health: ({ sandbox }) => ({
    unwrapped: true,
    message: 'OK',
    data: { status: 'ok', time: sandbox.now().toISOString() },
  }),

  validateMe: ({ account }) => ({
    unwrapped: true,
    message: 'Account fetched successfully.',
    // Exactly the fields of spec §2 "API account": never the secret.
    data: {
      _id: account._id,
      apiKey: account.apiKey,
      companyName: account.companyName,
      scopes: account.scopes,
      roles: account.roles,
      isActive: account.isActive,
    },
  }),

  revokeToken: ({ sandbox, credential }) => {
    // The pipeline always runs handlers on a SandboxRuntime; the bearer token dies here (spec §4.8).
    if (credential) (sandbox as SandboxRuntime).kernel.revokedTokens[credential.tokenHash] = credential.exp;
    sandbox.markDirty('kernel');
    return { message: 'Token revoked.', data: { revoked: true } };
  },
};
