import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv, isSandboxMode } from '@/server/env';

/**
 * AUTH_SECRET, or in sandbox mode a secret generated once and kept in DATA_DIR/auth-secret,
 * so sessions survive restarts without any configuration.
 */
export function resolveAuthSecret(): string {
  const e = getEnv();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  if (!isSandboxMode()) throw new Error('AUTH_SECRET is required when PARTNER_API_BASE_URL is set');
  const file = path.resolve(e.DATA_DIR, 'auth-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
