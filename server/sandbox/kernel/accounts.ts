import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Role } from '@/lib/partner-api/permissions';
import {
  sandboxDemoAccount,
  sandboxReadOnlyAccount,
  sandboxSecondAccount,
} from '@/lib/partner-api/sandbox-credentials';

export type { Role } from '@/lib/partner-api/permissions';

/** An API account of the sandbox (spec §2 "API account", plus the secret it signs with). */
export interface SandboxAccount {
  _id: string;
  apiKey: string;
  apiSecret: string;
  companyName: string;
  roles: Role[];
  scopes: string[];
  isActive: boolean;
}

/** One role as written in SANDBOX_ACCOUNTS or PATCH /__sandbox/accounts/:apiKey. */
export const roleSchema = z.strictObject({
  effect: z.enum(['allow', 'disallow']),
  action: z.string().min(1),
  target: z.string().min(1),
  authorized: z.string().optional(),
});

const accountConfigSchema = z.strictObject({
  apiKey: z.string().regex(/^key_[A-Za-z0-9_-]{24}$/, 'must be key_ plus 24 characters from A-Z a-z 0-9 - _'),
  apiSecret: z.string().startsWith('secret_', 'must start with secret_'),
  companyName: z.string().min(1),
  roles: z.array(roleSchema),
  scopes: z.array(z.string()).optional(),
  isActive: z.boolean().optional(),
});

export const accountsConfigSchema = z.array(accountConfigSchema).min(1, 'must list at least one account');

/** Account ids are derived from the apiKey, so that they stay the same across restarts and resets. */
export function accountIdFor(apiKey: string): string {
  return createHash('sha256').update(`sandbox-account:${apiKey}`).digest('hex').slice(0, 24);
}

type AccountConfig = z.infer<typeof accountConfigSchema>;

function toAccount(config: AccountConfig): SandboxAccount {
  return {
    _id: accountIdFor(config.apiKey),
    apiKey: config.apiKey,
    apiSecret: config.apiSecret,
    companyName: config.companyName,
    roles: config.roles,
    scopes: config.scopes ?? [],
    isActive: config.isActive ?? true,
  };
}

/** The three built-in accounts of server/sandbox/README.md: demo (everything), a second full account, read-only. */
export function builtInAccounts(): SandboxAccount[] {
  const all: Role[] = [{ effect: 'allow', action: '*', target: '*' }];
  return [
    toAccount({ ...sandboxDemoAccount, roles: all, scopes: ['sandbox', 'demo'] }),
    toAccount({ ...sandboxSecondAccount, roles: all, scopes: ['sandbox'] }),
    toAccount({
      ...sandboxReadOnlyAccount,
      roles: [
        { effect: 'allow', action: '*/read', target: '*' },
        { effect: 'allow', action: 'api/*', target: '*' },
      ],
      scopes: ['sandbox', 'read-only'],
    }),
  ];
}

/**
 * The accounts to serve: SANDBOX_ACCOUNTS (a JSON array) when set, else the built-in ones.
 * A bad value throws an error naming the variable (docs/architecture.md).
 */
export function accountsFromEnv(value: string | undefined): SandboxAccount[] {
  if (value === undefined || value.trim() === '') return builtInAccounts();
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(
      'SANDBOX_ACCOUNTS: must be a JSON array of { apiKey, apiSecret, companyName, roles, scopes?, isActive? }',
    );
  }
  const result = accountsConfigSchema.safeParse(parsed);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
    throw new Error(`SANDBOX_ACCOUNTS: ${issues}`);
  }
  const keys = new Set<string>();
  for (const account of result.data) {
    if (keys.has(account.apiKey)) throw new Error(`SANDBOX_ACCOUNTS: apiKey ${account.apiKey} is listed twice`);
    keys.add(account.apiKey);
  }
  return result.data.map(toAccount);
}
