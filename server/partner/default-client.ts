import 'server-only';
import { getDb } from '@/server/db/client';
import { getEnv, partnerApiBaseUrl } from '@/server/env';
import { createPartnerClient, type PartnerClient } from './client';
import { createPartnerApi, type PartnerApi } from './operations';
import { databaseBudgetStore } from './rate-budget-db';
import { memoryBudgetStore } from './rate-budget-memory';
import { databaseRequestLog } from './request-log';

const holder = globalThis as typeof globalThis & {
  __partnerClient?: { client: PartnerClient; api: PartnerApi; requestLog: { flush(): Promise<void> } };
};

function instance() {
  if (!holder.__partnerClient) {
    const env = getEnv();
    const requestLog = databaseRequestLog();
    const client = createPartnerClient({
      baseUrl: partnerApiBaseUrl(),
      apiKey: env.PARTNER_API_KEY,
      apiSecret: env.PARTNER_API_SECRET,
      // With DATABASE_URL every console instance shares the windows; with PGlite there is one instance.
      store: env.DATABASE_URL ? databaseBudgetStore(getDb) : memoryBudgetStore(),
      requestLog,
    });
    holder.__partnerClient = { client, api: createPartnerApi(client), requestLog };
  }
  return holder.__partnerClient;
}

/** The console's client, configured from the environment on first use. */
export function getPartnerClient(): PartnerClient {
  return instance().client;
}

/** Every operation of the console's account: `await partner.listGrades()`. Reads the environment lazily. */
export const partner: PartnerApi = new Proxy({} as PartnerApi, {
  get: (_target, name) => instance().api[name as keyof PartnerApi],
});

/** For tests: forget the instance so the next use reads the environment again. */
export function resetPartnerClientForTests(): void {
  delete holder.__partnerClient;
}

/**
 * For tests that close the database: writes the request log's pending lines now, then forgets the instance (its
 * timer would otherwise open the database again after it was closed).
 */
export async function closePartnerClientForTests(): Promise<void> {
  const instance = holder.__partnerClient;
  delete holder.__partnerClient;
  await instance?.requestLog.flush();
}
