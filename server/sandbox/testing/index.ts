export {
  createTestSandbox,
  testAccounts,
  type CallOptions,
  type CallResult,
  type TestSandbox,
  type TestAccountName,
} from './test-sandbox';
export { signRawToken, signToken, type TokenOptions } from './sign-token';
