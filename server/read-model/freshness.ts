import 'server-only';
import { z } from 'zod';

/**
 * How long each kind of stored copy counts as fresh, in seconds. A page shows a fresh copy as it is and a
 * stale one at once while it is read again in the background. Override any of them with
 * READ_MODEL_FRESHNESS, e.g. `student=60,student-organization=600`.
 */
export const defaultFreshnessSeconds = {
  /** A page of the students list (listStudents, or an organization's view) as admin and support page it. */
  'student-pages': 60,
  /**
   * A student's record (getStudent): names, school, activated platforms. The directory sync rewrites every one
   * each run (DIRECTORY_SYNC_INTERVAL_SECONDS, 300), so a copy older than two runs is read again.
   */
  student: 600,
  /** One organization's card on a student page: signed in, supervisor, applications. The sync rewrites it each run too. */
  'student-organization': 600,
  /**
   * A student's certificates and reports in one organization, read when the person opens them on the card:
   * organizations issue them rarely (after a sitting), so they live longer than the card.
   */
  'student-documents': 600,
  /** A student's available-exams tree: it changes with applications and sittings, so it lives briefly. */
  'available-exams': 60,
  /** One application (its page): exam, payment, started and handed in. */
  application: 60,
  /** One API page of an organization's, an exam's or a student's applications. */
  'application-pages': 60,
  /**
   * The mark that the mirror's copy of an organization's applications (table mirrored_applications) is whole, as of
   * when the directory sync read them: the applications pages answer from it. The sync rewrites it each run.
   */
  'application-lists': 600,
  /**
   * An organization's open exams (to name the exams of applications). The sync's catalog step reads them again
   * each run once past half of this, so, like the lists, they last two runs and a view never finds them stale.
   */
  'open-exams': 600,
  /** An organization's exam categories, active or not (with the open exams: what a prediction of a tree needs). */
  'exam-categories': 600,
  /** An organization's group challenges, or the fact that it does not run them. */
  'group-challenges': 600,
  /**
   * A group challenge itself: title, status, window, steps (organizers change it rarely). The mirror reads every
   * listed one after each complete run, so, like the lists, it lasts two runs.
   */
  'group-challenge': 600,
  /**
   * A group of a group challenge and its activity: short, because students upload and submit meanwhile (the
   * console's own submits invalidate them at once). Open group pages poll the console every 5 s, which reads the API
   * at most once per copy in this time however many are open: an upload made on the platform shows within about
   * 25 s, for 2 calls a group every 20 s while anyone watches it.
   */
  'challenge-group': 20,
  'group-activity': 20,
  /** One API page of a challenge's groups, or of its students' standings (the challenge page's two tabs). */
  'challenge-group-pages': 30,
  'challenge-standing-pages': 30,
  /** One student's standing in a challenge (the standing page). */
  'challenge-standing': 30,
  /** Sittings an organization's trees never named (the exams pages stop looking for them meanwhile). */
  'unnamed-sittings': 3600,
} as const;

export type ReadKind = keyof typeof defaultFreshnessSeconds;
export const readKinds = Object.keys(defaultFreshnessSeconds) as ReadKind[];

export interface ReadModelConfig {
  /** False with READ_MODEL=off: every read goes to the API (the baseline of the console-load bench). */
  enabled: boolean;
  freshnessSeconds: Record<ReadKind, number>;
  /** How long a person's read may wait for the API's rate window before the stored copy is shown instead. */
  maxWaitMs: number;
  /** Part of each operation's window that background reads (stale copies, the directory sync's catalog step) may use; people keep the rest. */
  backgroundShare: number;
}

const kindSchema = z.enum(readKinds as [ReadKind, ...ReadKind[]]);
const schema = z.object({
  READ_MODEL: z.enum(['on', 'off']).default('on'),
  READ_MODEL_FRESHNESS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const out: Partial<Record<ReadKind, number>> = {};
      for (const part of text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [name, value] = part.split('=').map((p) => p.trim());
        const kind = kindSchema.safeParse(name);
        const seconds = Number(value);
        if (!kind.success || !Number.isInteger(seconds) || seconds < 0) {
          ctx.addIssue({
            code: 'custom',
            message: `"${part}" is not <kind>=<whole seconds>; kinds: ${readKinds.join(', ')}`,
          });
          return z.NEVER;
        }
        out[kind.data] = seconds;
      }
      return out;
    }),
  READ_MODEL_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  READ_MODEL_BACKGROUND_SHARE: z.coerce.number().gt(0).max(1).default(0.5),
});

/** Reads the read model's variables; a bad value throws an error naming the variable. */
export function readModelConfig(env: Record<string, string | undefined> = process.env): ReadModelConfig {
  const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
  const parsed = schema.safeParse({
    READ_MODEL: blankToUndefined(env.READ_MODEL),
    READ_MODEL_FRESHNESS: blankToUndefined(env.READ_MODEL_FRESHNESS),
    READ_MODEL_MAX_WAIT_MS: blankToUndefined(env.READ_MODEL_MAX_WAIT_MS),
    READ_MODEL_BACKGROUND_SHARE: blankToUndefined(env.READ_MODEL_BACKGROUND_SHARE),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${String(issue.path[0])}: ${issue.message} (see .env.example)`);
  }
  return {
    enabled: parsed.data.READ_MODEL === 'on',
    freshnessSeconds: { ...defaultFreshnessSeconds, ...parsed.data.READ_MODEL_FRESHNESS },
    maxWaitMs: parsed.data.READ_MODEL_MAX_WAIT_MS,
    backgroundShare: parsed.data.READ_MODEL_BACKGROUND_SHARE,
  };
}

const holder = globalThis as typeof globalThis & { __readModelConfig?: ReadModelConfig };

/** The configuration of this process, read once. */
export function currentReadModelConfig(): ReadModelConfig {
  holder.__readModelConfig ??= readModelConfig();
  return holder.__readModelConfig;
}

/** For tests: the next use reads the environment again. */
export function resetReadModelConfigForTests(): void {
  delete holder.__readModelConfig;
}
