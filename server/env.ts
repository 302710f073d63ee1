import 'server-only';
import { z } from 'zod';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';

/** An empty value in a .env file means "unset". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const rawEnvSchema = z.object({
  PARTNER_API_BASE_URL: optional(
    httpUrl.refine((url) => /\/v1\/?$/.test(url), 'must end with /v1 (the base URL includes the version)'),
  ),
  PARTNER_API_KEY: optional(z.string().min(1)),
  PARTNER_API_SECRET: optional(z.string().startsWith('secret_', 'must start with secret_')),
  PARTNER_API_ENVIRONMENT: optional(z.enum(['sandbox', 'production'])).transform((v) => v ?? 'sandbox'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  DATA_DIR: optional(z.string()).transform((v) => v ?? './data'),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  CONSOLE_URL: optional(httpUrl),
  CONSOLE_ADMIN_EMAIL: optional(z.email()),
  CONSOLE_ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters').max(128)),
  TRUSTED_PROXIES: optional(
    z
      .string()
      .regex(
        /^\s*[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*\s*$/,
        'must be a comma-separated list of IP addresses or CIDR ranges',
      ),
  ).transform((v) => (v ? v.split(',').map((s) => s.trim()) : [])),
  SANDBOX_CONTROL_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((v) => v ?? 3000),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
    (v) => v ?? 'info',
  ),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  /** While others are viewing, one person's burst of views (many tabs at once) starts one view per this many ms. */
  VIEW_BURST_PACE_MS: optional(z.coerce.number().int().min(0).max(60_000)).transform((v) => v ?? 1_500),
  /**
   * How long an instance holds an import it is running (renewed every third of it): another instance takes over a
   * crashed one's import this many seconds after its last renewal.
   */
  IMPORT_LEASE_SECONDS: optional(z.coerce.number().int().min(3).max(600)).transform((v) => v ?? 30),
  /** `1`: a browser asking for en-XA gets the pseudo-language (layout tests only, lib/i18n/pseudo.ts). */
  PSEUDO_LOCALE: optional(z.enum(['0', '1'])).transform((v) => v === '1'),
});

const envSchema = rawEnvSchema.superRefine((e, ctx) => {
  const issue = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
  if (e.PARTNER_API_BASE_URL) {
    if (!e.PARTNER_API_KEY) issue('PARTNER_API_KEY', 'is required when PARTNER_API_BASE_URL is set');
    if (!e.PARTNER_API_SECRET) issue('PARTNER_API_SECRET', 'is required when PARTNER_API_BASE_URL is set');
    if (!e.AUTH_SECRET) issue('AUTH_SECRET', 'is required when PARTNER_API_BASE_URL is set');
    if (!e.CONSOLE_URL)
      issue('CONSOLE_URL', 'is required when PARTNER_API_BASE_URL is set (the public URL of the console)');
  }
  if (e.CONSOLE_ADMIN_EMAIL && !e.CONSOLE_ADMIN_PASSWORD)
    issue('CONSOLE_ADMIN_PASSWORD', 'is required when CONSOLE_ADMIN_EMAIL is set');
});

export type ConsoleEnv = Omit<z.output<typeof rawEnvSchema>, 'PARTNER_API_KEY' | 'PARTNER_API_SECRET'> & {
  PARTNER_API_KEY: string;
  PARTNER_API_SECRET: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a variable map; throws EnvError naming each bad variable (never its value). */
export function parseEnv(source: Record<string, string | undefined>): ConsoleEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${String(i.path[0] ?? 'environment')} ${i.message}`));
  }
  const e = result.data;
  const sandbox = !e.PARTNER_API_BASE_URL;
  return {
    ...e,
    PARTNER_API_KEY: e.PARTNER_API_KEY ?? (sandbox ? sandboxDemoAccount.apiKey : ''),
    PARTNER_API_SECRET: e.PARTNER_API_SECRET ?? (sandbox ? sandboxDemoAccount.apiSecret : ''),
  };
}

const holder = globalThis as typeof globalThis & { __consoleEnv?: ConsoleEnv };

/** The validated configuration, parsed from process.env on first use. */
export function getEnv(): ConsoleEnv {
  holder.__consoleEnv ??= parseEnv(process.env);
  return holder.__consoleEnv;
}

/** For tests: forget the parsed configuration so the next getEnv() reads process.env again. */
export function resetEnvForTests(): void {
  delete holder.__consoleEnv;
}

export const env: ConsoleEnv = new Proxy({} as ConsoleEnv, {
  get: (_target, key) => getEnv()[key as keyof ConsoleEnv],
});

export function isSandboxMode(): boolean {
  return !getEnv().PARTNER_API_BASE_URL;
}

/** The Partner API base URL including /v1; the embedded sandbox when none is configured. */
export function partnerApiBaseUrl(): string {
  const e = getEnv();
  return (e.PARTNER_API_BASE_URL ?? `http://127.0.0.1:${e.PORT}/sandbox/v1`).replace(/\/$/, '');
}
