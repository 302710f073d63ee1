// Queues an import job in DATABASE_URL as the import page would (test/support/imports/seed-jobs.ts), for the two-instance
// test: `node --conditions=react-server --import tsx e2e/production/support/seed-import.ts <rows> <tag> <apiBaseUrl>`.
// Prints {"jobId": …}.
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { openDatabase } from '@/server/db/client';
import { seedQueuedJob } from '@/test/support/imports/seed-jobs';
import { createPartnerClient } from '@/server/partner/client';
import { createPartnerApi } from '@/server/partner/operations';

const [rows, tag, baseUrl] = process.argv.slice(2);
const api = createPartnerApi(
  createPartnerClient({
    baseUrl: baseUrl!,
    apiKey: sandboxDemoAccount.apiKey,
    apiSecret: sandboxDemoAccount.apiSecret,
  }),
);
const georgia = (await api.listCountries({ limit: 100 })).data.find((c) => c.iso2 === 'GE');
if (!georgia) throw new Error('the sandbox has no country GE');
const handle = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! });
try {
  const jobId = await seedQueuedJob(handle.db, Number(rows), georgia._id, tag);
  console.log(JSON.stringify({ jobId }));
} finally {
  await handle.close();
}
