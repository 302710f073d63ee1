/**
 * Timing of student imports (spec §4.3 createStudentImport, §8). Times are on the sandbox clock except
 * the check timeout, which bounds real work.
 */
const DEFAULT_DELAY_MS = 1500;

/** How long an import stays queued, and then running, on the sandbox clock: SANDBOX_IMPORT_DELAY_MS each. */
export function importDelayMs(): number {
  const raw = process.env.SANDBOX_IMPORT_DELAY_MS;
  const value = raw === undefined || raw.trim() === '' ? DEFAULT_DELAY_MS : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_DELAY_MS;
}

export const IMPORT_IDEMPOTENCY_MS = 24 * 60 * 60 * 1000;
export const IMPORT_READABLE_MS = 30 * 24 * 60 * 60 * 1000;
/** After this many showings in a UTC day, rows whose only problem is an unavailable address are only counted. */
export const UNAVAILABLE_ROWS_SHOWN_LIMIT = 3;
/** Checking a batch longer than this (real time) answers 503 and queues nothing. */
export const IMPORT_CHECK_TIMEOUT_MS = 10_000;
/** Rows checked between two yields to the event loop while a batch is checked. */
export const IMPORT_CHECK_CHUNK = 250;

export const importMessages = {
  accepted: 'Import accepted. The students are registered in the background; read the import to follow it.',
  repeated: 'You already sent this batch. Its import is unchanged.',
  fetched: 'Import fetched successfully.',
  unfinished: 'An import of this account is still unfinished; wait until it ends.',
  rejected: 'Some rows cannot be registered. Nothing was queued.',
  paused: 'Bulk registration is paused for a scheduled window. Nothing was queued; try again later.',
  busy: 'Another batch is being checked on this server. Nothing was queued; try again in a moment.',
  slow: 'Checking the batch took too long. Nothing was queued; try again later.',
  notFound: 'Import not found!',
} as const;
