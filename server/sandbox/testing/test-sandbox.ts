import {
  sandboxDemoAccount,
  sandboxReadOnlyAccount,
  sandboxSecondAccount,
} from '@/lib/partner-api/sandbox-credentials';
import type { OrganizationSlug } from '@/lib/partner-api/permissions';
import { createSandboxApp, type SandboxApp } from '../app';
import type { SandboxAccount } from '../kernel/accounts';
import { organizationBySlug } from '../reference/reference-state';
import { apiContract } from './contract';
import { signToken, type TokenOptions } from './sign-token';

/** Built-in accounts by a short name; any other string is taken as an apiKey. */
export const testAccounts = {
  demo: sandboxDemoAccount,
  second: sandboxSecondAccount,
  readOnly: sandboxReadOnlyAccount,
} as const;
export type TestAccountName = keyof typeof testAccounts;

export interface CallOptions {
  /** An object is sent as JSON; a string or bytes as they are (set the content type in `headers`). */
  body?: unknown;
  /** A token to send; null sends no Authorization header; default a fresh token of `as`. */
  token?: string | null;
  /** Whose token to sign when `token` is not given (default `demo`). */
  as?: TestAccountName | string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field
  text: string;
}

export interface TestSandbox {
  app: SandboxApp;
  sandbox: SandboxApp['sandbox'];
  /** Signs a token (with a random jti) for an account at the sandbox clock; overrides build broken ones. */
  token(as?: TestAccountName | string, overrides?: Partial<TokenOptions>): Promise<string>;
  /** `path` below `/v1` (e.g. `/grade`), or a full `/v1/...` or `/__sandbox/...` path. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** An organization's fixed id by slug. */
  orgId(slug: OrganizationSlug): string;
}

export interface TestSandboxOptions {
  accounts?: SandboxAccount[];
  rateLimit?: boolean;
  /** Persist to (and load from) this file; default none. */
  dataFile?: string;
  /** Check every API answer against the API document (default true; false only to show a drift by hand). */
  contract?: boolean;
  /** The demo account's seed students (default 300, the seed the tests rely on by name). */
  seedStudents?: number;
}

/** A fresh in-memory sandbox (seeded, persisted only with `dataFile`) with helpers to call it like a partner would. */
export function createTestSandbox(options: TestSandboxOptions = {}): TestSandbox {
  const app = createSandboxApp({
    accounts: options.accounts,
    rateLimit: options.rateLimit,
    dataFile: options.dataFile,
    seedStudents: options.seedStudents,
  });
  const sandbox = app.sandbox;

  const token: TestSandbox['token'] = (as = 'demo', overrides = {}) => {
    const account =
      as in testAccounts ? testAccounts[as as TestAccountName] : sandbox.accounts().find((a) => a.apiKey === as);
    if (!account) throw new Error(`No sandbox account ${as}`);
    const nowSeconds = Math.floor(sandbox.now().getTime() / 1000);
    // A random jti keeps tokens distinct, so revoking one never revokes a twin signed in the same second.
    return signToken({
      apiKey: account.apiKey,
      apiSecret: account.apiSecret,
      nowSeconds,
      jti: crypto.randomUUID(),
      ...overrides,
    });
  };

  const call: TestSandbox['call'] = async (method, path, callOptions = {}) => {
    const url = `http://sandbox.test${path.startsWith('/v1') || path.startsWith('/__sandbox') ? path : `/v1${path}`}`;
    const headers = new Headers(callOptions.headers);
    const bearer = callOptions.token === undefined ? await token(callOptions.as) : callOptions.token;
    if (bearer !== null) headers.set('authorization', `Bearer ${bearer}`);
    let body: BodyInit | undefined;
    if (typeof callOptions.body === 'string' || callOptions.body instanceof Uint8Array)
      body = callOptions.body as BodyInit;
    else if (callOptions.body !== undefined) {
      body = JSON.stringify(callOptions.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const response = await app.fetch(new Request(url, { method, headers, body }));
    const text = await response.text();
    const apiPath = new URL(url).pathname;
    // Every answer of the API (not the control plane) must be one the API document describes.
    if (apiPath.startsWith('/v1/') && !(options.contract === false)) {
      const contract = apiContract();
      contract.assert(
        contract.checkAnswer({
          method,
          path: url.slice(url.indexOf('/v1') + 3),
          status: response.status,
          headers: response.headers,
          text,
        }),
      );
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  };

  return { app, sandbox, token, call, orgId: (slug) => organizationBySlug(sandbox.state.reference, slug)._id };
}
