import { formatUtcParts } from '@/lib/activity/format-time';

/** Words for import states and failure codes (spec §2, §3, §8), shown on the progress page and the list. */
export const jobStatusWords: Record<
  string,
  { label: string; tone: 'neutral' | 'info' | 'success' | 'warning' | 'danger' }
> = {
  draft: { label: 'Uploading', tone: 'neutral' },
  queued: { label: 'Queued', tone: 'neutral' },
  running: { label: 'Running', tone: 'info' },
  succeeded: { label: 'Succeeded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'warning' },
};

export type JobStatusKey =
  'statusDraft' | 'statusQueued' | 'statusRunning' | 'statusSucceeded' | 'statusFailed' | 'statusCancelled';

/** A job state's tone, for the states this console knows (their words: the `imports` messages). */
export const jobStatusTones: Record<string, (typeof jobStatusWords)[string]['tone']> = Object.fromEntries(
  Object.entries(jobStatusWords).map(([status, words]) => [status, words.tone]),
);

/** The message key of a known job state (`succeeded` -> `statusSucceeded`). */
export function jobStatusKey(status: string): JobStatusKey {
  return `status${status.charAt(0).toUpperCase()}${status.slice(1)}` as JobStatusKey;
}

export const chunkStatusWords: Record<string, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Queued at the API',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Why a chunk failed, in words: the API's failure codes and the console's own. */
export const failureWords: Record<string, string> = {
  rows_rejected:
    'Some rows could not be registered (for example an address that is already taken), so nothing of this chunk was registered. Download the rows to fix, correct them and import them again.',
  forbidden:
    'The partner account is not allowed to register students (its roles changed). Ask the partner administrator, then import the rows again.',
  cancelled: 'The import was cancelled before these students were registered; nothing of this chunk was registered.',
  internal_error:
    'The API failed while registering this chunk; nothing of it was registered. Import its rows again later.',
  bad_request: 'The API refused the rows of this chunk as malformed. Download the rows to fix and check them.',
  not_found: 'Bulk registration is not switched on for this environment.',
};

export function waitingWords(reason: string | null, until: string | null): string | null {
  if (!reason) return null;
  const at = until ? formatUtcParts(until).time : null;
  switch (reason) {
    case 'rate_limit':
      return `Waiting until ${at ?? 'the hour ends'}: the API takes 10 imports an hour.`;
    case 'paused':
      return `Paused by the API until ${at ?? 'later'} (a scheduled window). It continues by itself.`;
    case 'busy':
      return `The API is busy checking another batch; trying again at ${at ?? 'once'}.`;
    case 'unfinished_import':
      return 'Another import of this partner account is still running; this chunk is sent once it ends.';
    case 'api_error':
      return `The API could not be reached or failed; trying again at ${at ?? 'once'}. Nothing is sent twice.`;
    default:
      return null;
  }
}
