import 'server-only';
import type { HomeView } from '@/lib/home/home-view';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { rowsTogether } from '@/server/db/rows-together';
import { getPartnerClient } from '@/server/partner';
import { readSyncStateOnce } from '@/server/directory/sync-state';
import { closingGroups } from './closing-challenges';
import { accountCoverage } from './coverage';
import { importsSummary } from './imports-summary';
import { budgetUse, directoryFreshness, upstreamProblems } from './operations';
import { registrationTrend } from './registrations';
import { awaitingPayments, neverSignedIn } from './student-cards';

/**
 * The home page: what needs attention, then the state of things, for the viewer's scope. Everything comes from
 * the console's database (directory, stored copies, imports, request log) and this process's rate windows; only
 * the group-challenge lists and groups go through the read model, so a warm view calls the API not at all.
 */
export async function loadHome(user: ConsoleUser, now = Date.now()): Promise<HomeView> {
  const db = await getDb();
  const accountKey = getPartnerClient().apiKey;
  const staff = user.role !== 'coordinator';
  const sync = await readSyncStateOnce(db);
  // The SQL reads below go to the database together, as one statement (server/db/rows-together.ts).
  const rows = rowsTogether(db);
  const [payments, notSignedIn, closing, imports, registrations, operations] = await Promise.all([
    awaitingPayments(db, accountKey, user, rows),
    neverSignedIn(db, accountKey, user, rows),
    closingGroups(user, now),
    importsSummary(db, user, now, rows),
    registrationTrend(db, accountKey, user, now, rows),
    staff
      ? Promise.all([directoryFreshness(db, sync, rows), upstreamProblems(db, now, rows), budgetUse(now, rows)]).then(
          ([directory, upstream, budget]) => ({ directory, upstream, budget }),
        )
      : null,
  ]);
  return {
    role: user.role,
    now: new Date(now).toISOString(),
    attention: {
      neverSignedIn: notSignedIn,
      awaitingPayment: payments.list,
      awaitingPaymentTotal: payments.total,
      applicationsAsOf: payments.asOf,
      closingGroups: closing.groups,
      challengeProblems: closing.problems,
      challengesFreshness: closing.freshness,
      coverage: accountCoverage(sync),
    },
    imports,
    registrations,
    operations,
  };
}
