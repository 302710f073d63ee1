/**
 * Import states, failure codes and waiting reasons (spec §2, §3, §8): their badge tones here, their words in the
 * catalogs (`imports.status…`, `importJob.chunk…`, `importJob.fail…`, `importJob.wait…`). A value this console
 * does not know yet is shown as written.
 */
type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const known = <K extends string>(table: Record<K, unknown>, value: string | null | undefined): value is K =>
  typeof value === 'string' && Object.hasOwn(table, value);

const jobTones = {
  draft: 'neutral',
  queued: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
} as const satisfies Record<string, Tone>;

const jobKeys = {
  draft: 'statusDraft',
  queued: 'statusQueued',
  running: 'statusRunning',
  succeeded: 'statusSucceeded',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
} as const;

/** A job state's tone and message key (`imports`), or null for a state this console does not know. */
export function jobStatus(status: string): { tone: Tone; key: (typeof jobKeys)[keyof typeof jobKeys] } | null {
  return known(jobKeys, status) ? { tone: jobTones[status], key: jobKeys[status] } : null;
}

const chunkKeys = {
  queued: 'chunkQueued',
  sending: 'chunkSending',
  sent: 'chunkSent',
  running: 'chunkRunning',
  succeeded: 'chunkSucceeded',
  failed: 'chunkFailed',
  cancelled: 'chunkCancelled',
} as const;

export function chunkStatusKey(status: string): (typeof chunkKeys)[keyof typeof chunkKeys] | null {
  return known(chunkKeys, status) ? chunkKeys[status] : null;
}

const failureKeys = {
  rows_rejected: 'failRowsRejected',
  forbidden: 'failForbidden',
  cancelled: 'failCancelled',
  internal_error: 'failInternal',
  bad_request: 'failBadRequest',
  not_found: 'failNotFound',
} as const;

/** Why a chunk failed, the API's failure codes and the console's own: the message key, or null if unknown. */
export function failureKey(code: string | null | undefined): (typeof failureKeys)[keyof typeof failureKeys] | null {
  return known(failureKeys, code) ? failureKeys[code] : null;
}

const waitingKeys = {
  rate_limit: { key: 'waitRateLimit', unknownTime: 'hourEnds' },
  paused: { key: 'waitPaused', unknownTime: 'later' },
  busy: { key: 'waitBusy', unknownTime: 'once' },
  unfinished_import: { key: 'waitUnfinished', unknownTime: null },
  api_error: { key: 'waitApiError', unknownTime: 'once' },
} as const;

/** Why a chunk waits: the message key and, when the time it waits for is not known, the words for it. */
export function waitingKey(reason: string | null) {
  return known(waitingKeys, reason) ? waitingKeys[reason] : null;
}
