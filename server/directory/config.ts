import 'server-only';
import { z } from 'zod';

const seconds = z.coerce
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 3600);
const schema = z.object({
  DIRECTORY_SYNC_INTERVAL_SECONDS: z.preprocess((v) => (v === '' || v === undefined ? 300 : v), seconds),
  DIRECTORY_SYNC_START_DELAY_SECONDS: z.preprocess((v) => (v === '' || v === undefined ? 5 : v), seconds),
  DIRECTORY_SYNC_ACTIVE_MINUTES: z.preprocess(
    (v) => (v === '' || v === undefined ? 5 : v),
    z.coerce
      .number()
      .min(0)
      .max(24 * 60),
  ),
});

export interface DirectoryConfig {
  /** A new sync run starts this long after the last one completed; 0 turns the background sync off. */
  intervalSeconds: number;
  /** The console counts as in use when a person made a request within this many minutes. */
  activeMinutes: number;
  /** The first tick after start-up comes this many seconds after it. */
  startDelaySeconds: number;
}

/** Reads the directory's variables; a bad value throws an error naming the variable. */
export function directoryConfig(env: Record<string, string | undefined> = process.env): DirectoryConfig {
  const parsed = schema.safeParse({
    DIRECTORY_SYNC_INTERVAL_SECONDS: env.DIRECTORY_SYNC_INTERVAL_SECONDS?.trim(),
    DIRECTORY_SYNC_ACTIVE_MINUTES: env.DIRECTORY_SYNC_ACTIVE_MINUTES?.trim(),
    DIRECTORY_SYNC_START_DELAY_SECONDS: env.DIRECTORY_SYNC_START_DELAY_SECONDS?.trim(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${String(issue.path[0])}: ${issue.message} (see .env.example)`);
  }
  return {
    intervalSeconds: parsed.data.DIRECTORY_SYNC_INTERVAL_SECONDS,
    activeMinutes: parsed.data.DIRECTORY_SYNC_ACTIVE_MINUTES,
    startDelaySeconds: parsed.data.DIRECTORY_SYNC_START_DELAY_SECONDS,
  };
}
