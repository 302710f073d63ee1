/**
 * The built-in sandbox accounts' credentials (server/sandbox/README.md). They open the embedded sandbox and nothing else;
 * they are listed in the README. Import only from server code and the sandbox.
 */
export const sandboxDemoAccount = {
  apiKey: 'key_demoPartnerAccount000001',
  apiSecret: 'secret_sandbox-demo-7f3c9a1e5b2d4f6a8c0e1b3d5f7a9c2e',
  companyName: 'Demo Partner (sandbox)',
} as const;

export const sandboxSecondAccount = {
  apiKey: 'key_otherPartnerAccount00002',
  apiSecret: 'secret_sandbox-second-2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b',
  companyName: 'Other Partner (sandbox)',
} as const;

export const sandboxReadOnlyAccount = {
  apiKey: 'key_readOnlyPartnerAcct00003',
  apiSecret: 'secret_sandbox-readonly-9e7c5a3f1d0b8e6c4a2f0d9b7e5c3a1f',
  companyName: 'Read-only Partner (sandbox)',
} as const;
