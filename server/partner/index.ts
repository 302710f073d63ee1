import 'server-only';

export { partner, getPartnerClient, resetPartnerClientForTests, closePartnerClientForTests } from './default-client';
export {
  createPartnerClient,
  type PartnerClient,
  type PartnerClientConfig,
  type ApiResult,
  type ApiPage,
  type Download,
} from './client';
export { createPartnerApi, type PartnerApi } from './operations';
export { PartnerApiError, isPartnerApiError } from './partner-api-error';
export { runAsActor, currentActor, type Actor } from './actor-context';
export { withCallPolicy, currentCallPolicy, type CallPolicy } from './call-policy';
export { isBudgetBusy } from './budget-busy';
export type { BudgetView } from './rate-budget';
