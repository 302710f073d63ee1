import { serve, type ServerType } from '@hono/node-server';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { createSandboxApp, type SandboxApp } from './app';
import { errorOf, sandboxLog } from './kernel/log';
import { formatCount } from '@/lib/format/count';
import { DEFAULT_SEED_STUDENTS } from './seed-size';

export interface StandaloneOptions {
  port?: number;
  hostname?: string;
  dataFile?: string;
}

/** How long the server keeps an idle connection open (Node's default is 5 s). */
const KEEP_ALIVE_MS = 65_000;

/** Serves the sandbox with @hono/node-server; resolves once it listens (GET /v1/health answers 200). */
export function startStandalone(
  options: StandaloneOptions = {},
): Promise<{ app: SandboxApp; server: ServerType; baseUrl: string }> {
  const hostname = options.hostname ?? '127.0.0.1';
  const app = createSandboxApp({ dataFile: options.dataFile });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 4010, hostname }, (info) => {
      resolve({ app, server, baseUrl: `http://${hostname}:${info.port}/v1` });
    });
    // Node closes an idle kept-alive connection after 5 s; a client in the same process (the benches, tests) whose
    // thread was busy longer (a large PGlite write) could reuse it as it closed: ECONNRESET, a network_error. Its
    // own idle timeout (fetch: 4 s) now always ends first.
    (server as { keepAliveTimeout?: number }).keepAliveTimeout = KEEP_ALIVE_MS;
  });
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 4010;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SANDBOX_PORT: must be a port number (0-65535), got ${JSON.stringify(value)}`);
  return port;
}

async function main() {
  const dataFile = process.env.SANDBOX_DATA_FILE?.trim() || undefined;
  // The control plane has no token here: only this machine may reach it unless SANDBOX_HOST says otherwise.
  const hostname = process.env.SANDBOX_HOST?.trim() || '127.0.0.1';
  const { app, server, baseUrl } = await startStandalone({
    port: portFromEnv(process.env.SANDBOX_PORT),
    hostname,
    dataFile,
  });
  const keys = app.sandbox.accounts().map((a) => `${a.apiKey} (${a.companyName}${a.isActive ? '' : ', inactive'})`);
  const log = sandboxLog();
  log.info({ baseUrl }, `Partner API sandbox ready: ${baseUrl}`);
  log.info(
    { controlPlane: `${baseUrl.replace(/\/v1$/, '')}/__sandbox`, hostname },
    `control plane open to anyone who can reach ${hostname}`,
  );
  log.info({ accounts: keys }, 'sandbox accounts');
  if (app.sandbox.accounts().some((a) => a.apiKey === sandboxDemoAccount.apiKey))
    log.info({ apiKey: sandboxDemoAccount.apiKey }, 'demo account (its sandbox secret is listed in the README)');
  const seedStudents = app.sandbox.kernel.seedStudents ?? DEFAULT_SEED_STUDENTS;
  log.info({ seedStudents }, `demo account seeded with ${formatCount(seedStudents)} students`);
  log.info(
    { dataFile: dataFile ?? null },
    dataFile ? 'state persisted' : 'state in memory only (set SANDBOX_DATA_FILE to keep it)',
  );
  const stop = () => {
    server.close();
    void app.sandbox.flush().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const entry = process.argv[1] ?? '';
if (/standalone\.[cm]?[tj]s$/.test(entry)) {
  main().catch((error: Error) => {
    sandboxLog().error({ err: errorOf(error) }, 'sandbox could not start');
    process.exit(1);
  });
}
