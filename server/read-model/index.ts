import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { getDb } from '@/server/db/client';
import { getPartnerClient, isBudgetBusy, isPartnerApiError, withCallPolicy } from '@/server/partner';
import { copyStore } from './copies';
import { currentReadModelConfig } from './freshness';
import { createStoredReader, type StoredReader } from './stored-read';

const log = componentLogger('read-model');

export type { ReadKind } from './freshness';
export type { ReadSpec } from './stored-read';
export type { Stored } from '@/lib/read-model/stored';

const holder = globalThis as typeof globalThis & { __readModel?: StoredReader };

const isUnavailable = (error: unknown) =>
  isBudgetBusy(error) ||
  (isPartnerApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500));

/** The console's read model (one per process): `readModel.read({ kind, key, subject, load })`. */
export function getReadModel(): StoredReader {
  holder.__readModel ??= createStoredReader({
    copies: copyStore(getDb),
    config: currentReadModelConfig,
    accountKey: () => getPartnerClient().apiKey,
    now: Date.now,
    runAs: (policy, fn) => withCallPolicy(policy, fn),
    isGone: (error) => isPartnerApiError(error) && error.status === 404,
    isUnavailable,
    onBackgroundError: (error, at) =>
      log.warn(
        { err: error, kind: at.kind, what: at.key.startsWith('invalidate') ? at.key : 'background read' },
        'stored copy could not be read in the background',
      ),
  });
  return holder.__readModel;
}
