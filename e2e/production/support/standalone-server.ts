import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { distDirFor, e2eBasePort } from '../../support/e2e-port';

const root = path.resolve(import.meta.dirname, '../../..');

/** The build the end-to-end server made (scripts/e2e-server.mjs): its standalone output is what the image runs. */
export function standaloneDir(): string {
  const distDir = distDirFor(e2eBasePort());
  const dir = path.join(distDir, 'standalone');
  const distName = path.basename(distDir);
  if (!existsSync(path.join(dir, 'server.js')))
    throw new Error(`${dir}/server.js is missing: next.config.mjs must keep output: 'standalone'.`);
  // As the Dockerfile does: the static files and public/ beside server.js.
  cpSync(path.join(distDir, 'static'), path.join(dir, distName, 'static'), { recursive: true });
  cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  name: string;
  child: ChildProcess;
  url: string;
  /** Every line the process wrote to stdout and stderr. */
  lines: string[];
  /** Its JSON log lines. */
  logs(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** Spawns a process and keeps what it writes; stop() sends SIGTERM and waits (SIGKILL after 15 s). */
export function run(
  name: string,
  command: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; url: string },
): Running {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on('line', (l) => lines.push(l));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    child,
    url: options.url,
    lines,
    logs: () =>
      lines.flatMap((l) => {
        try {
          const parsed = JSON.parse(l) as unknown;
          return parsed && typeof parsed === 'object' ? [parsed as Record<string, unknown>] : [];
        } catch {
          return [];
        }
      }),
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The standalone console: `node server.js` in the standalone folder, as the image's CMD runs it. */
export function startStandaloneConsole(name: string, port: number, env: Record<string, string>): Running {
  const dir = standaloneDir();
  const clean: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of Object.keys(clean))
    if (/^(PARTNER_API_|DATABASE_URL|AUTH_SECRET|CONSOLE_|SANDBOX_|NODE_OPTIONS)/.test(key)) delete clean[key];
  return run(name, [process.execPath, 'server.js'], {
    cwd: dir,
    env: {
      ...clean,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    url: `http://127.0.0.1:${port}`,
  });
}

/** Resolves once `url` answers 200; fails early when the process exits. */
export async function waitFor(process: Running, url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let exited = false;
  void process.exited.then(() => (exited = true));
  while (Date.now() < end) {
    if (exited) throw new Error(`${process.name} exited before ${url} answered:\n${process.lines.join('\n')}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${process.lines.join('\n')}`);
}

export { root };
